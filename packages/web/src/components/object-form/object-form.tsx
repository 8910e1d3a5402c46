import { isPreconditionFailed } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, StaleSaveBanner, SubmitButton, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { FieldInput } from './field-input';
import {
  changedFields,
  draftsOf,
  type ObjectFormValues,
  objectFieldOf,
  objectFormRule,
  rebaseDrafts,
} from './form-values';
import type { FieldSpec } from './schema-fields';

export interface SaveMessages {
  saved: string;
  error: (message: string) => string;
}

const GENERIC_MESSAGES: SaveMessages = catalogueMessages.save;

export const UNSAVED_COPY_TITLE = 'Your unsaved values';
export const RESTORE_LABEL = 'Restore my values';
export const SAVE_LABEL = 'Save';

/**
 * The key an object form keeps its draft under (per user, in this browser): the object's path and tab, and the
 * behaviour for a behaviour's form.
 */
export const objectDraftKey = (path: string, tab: string, behavior?: string): string =>
  ['content', path, tab, ...(behavior ? [behavior] : [])].join(':');

export interface ObjectFormProps {
  fields: readonly FieldSpec[];
  /** The stored values the fields read (the object, or a behaviour's value). */
  stored: Readonly<Record<string, unknown>>;
  /** The object's `modification_date`: sent as `last-mod-date` so a stale save answers 412. */
  modificationDate: string;
  /**
   * A `modification_date` the user's own change outside this form produced (a file upload or delete):
   * once the object shows it, it becomes the base the next save is checked against, keeping what was typed.
   */
  ownModificationDate?: string | null;
  readOnly: boolean;
  /** Sends the changed fields; throws the SDK error on failure. */
  save: (body: Record<string, unknown>, lastModDate: string) => Promise<unknown>;
  /** Refetches the object (after a 412): resolves with the fresh stored values and date. */
  reload: () => Promise<{ stored: Readonly<Record<string, unknown>>; modificationDate: string } | undefined>;
  /** A behaviour's dotted name: server details under it are shown under its fields. */
  detailsPrefix?: string;
  messages?: SaveMessages;
  /** Label of the form (for screen readers and tests). */
  label: string;
  /** The save button's text; 'Save' by default. */
  submitLabel?: string;
  /**
   * A header above the form (an editor's own controls): the save button moves into it, at its end, so an editor
   * reads 'View ... on' then 'Save ...' at the top.
   */
  toolbar?: ReactNode;
  /** Which fields show now (a section of a menu); the others keep their values and are saved with them. */
  shown?: (field: FieldSpec) => boolean;
  /** After the fields, inside the form (controls that read what is typed, e.g. a map link's image). */
  footer?: ReactNode;
  /** Where what is typed is kept until saved (`objectDraftKey`): offered back after a reload or a new login. */
  draftKey: string;
  children?: ReactNode;
}

interface Base {
  stored: Readonly<Record<string, unknown>>;
  date: string;
}

/** What was typed when the user reloaded after a stale save: offered back field by field. */
interface UnsavedCopy {
  drafts: ObjectFormValues;
  changed: Record<string, unknown>;
}

const hasKeys = (record: object): boolean => Object.keys(record).length > 0;

/**
 * A form over schema fields (`useAppForm`, the values being the fields' drafts) that saves only what changed, with
 * `last-mod-date`. It keeps what the user typed through everything: a refreshed object only replaces untouched
 * values, a stale save (412) shows the server's message persistently and leaves the inputs as they were, and what
 * is typed stays in the browser until saved.
 */
export function ObjectForm({
  fields,
  stored,
  modificationDate,
  ownModificationDate = null,
  readOnly,
  save,
  reload,
  detailsPrefix,
  messages = GENERIC_MESSAGES,
  label,
  draftKey,
  children,
  submitLabel = SAVE_LABEL,
  toolbar,
  shown,
  footer,
}: ObjectFormProps) {
  // The stored values and date the user started from: what a save is compared and checked against.
  const [base, setBase] = useState<Base>({ stored, date: modificationDate });
  const [initial] = useState(() => draftsOf(fields, stored));
  const [stale, setStale] = useState<string | null>(null);
  const [unsavedCopy, setUnsavedCopy] = useState<UnsavedCopy | null>(null);

  const rule = useMemo(
    () => objectFormRule(fields, base.stored, { ownFields: detailsPrefix === undefined }),
    [fields, base.stored, detailsPrefix],
  );
  const fieldOf = useMemo(() => objectFieldOf(fields, detailsPrefix), [fields, detailsPrefix]);
  const { form, handleSubmit, draft } = useAppForm<ObjectFormValues, Record<string, unknown>>({
    defaultValues: initial,
    rule,
    fieldOf,
    draftKey,
  });
  const drafts = useWatch({ control: form.control }) as ObjectFormValues;

  // The object changed on the server (our save, a lock re-check, a reload): take the new values when every
  // field the user changed now holds what they typed (nothing typed; their save; the same change made
  // elsewhere). A change the user made himself outside the form (a file upload or delete) becomes the new base
  // too, keeping what was typed. Otherwise keep the old base, so that a save is checked against the date the
  // user started from and answers 412, and keep what was typed as unsaved: after a save that answered 204
  // without storing it all (a plain Guillotina ignores `last-mod-date` and a field the user may not write, and
  // someone may write just after), the form is dirty again, so leaving asks and the draft keeps it.
  useEffect(() => {
    if (modificationDate === base.date) return;
    const typed = drafts;
    const pending = changedFields(fields, base.stored, typed);
    const againstNew = changedFields(fields, stored, typed);
    const typedNames = [...Object.keys(pending.body), ...Object.keys(pending.errors)];
    if (typedNames.every((name) => !(name in againstNew.body) && !(name in againstNew.errors))) {
      setBase({ stored, date: modificationDate });
      form.reset(draftsOf(fields, stored));
    } else if (modificationDate === ownModificationDate) {
      setBase({ stored, date: modificationDate });
      const rebased = rebaseDrafts(fields, base.stored, stored, typed);
      form.reset(draftsOf(fields, stored));
      form.reset(rebased, { keepDefaultValues: true });
    } else if (!form.formState.isDirty) {
      form.reset(draftsOf(fields, base.stored));
      form.reset(typed, { keepDefaultValues: true });
    }
  }, [modificationDate, ownModificationDate, stored, fields, base, form, drafts]);

  const pending = changedFields(fields, base.stored, drafts);
  const dirty = hasKeys(pending.body) || hasKeys(pending.errors);

  const onSubmit = handleSubmit(
    async (body) => {
      if (!hasKeys(body)) return;
      await save(body, base.date);
      setStale(null);
      toast.success(messages.saved);
    },
    {
      onError: (error) => {
        if (isPreconditionFailed(error)) setStale(error.message);
        else toast.error(messages.error(error instanceof Error ? error.message : String(error)));
      },
    },
  );

  const onReload = async () => {
    const typed = form.getValues();
    const copy = { drafts: typed, changed: changedFields(fields, base.stored, typed).body };
    const fresh = await reload();
    if (!fresh) return;
    setUnsavedCopy(copy);
    setStale(null);
    setBase({ stored: fresh.stored, date: fresh.modificationDate });
    form.reset(draftsOf(fields, fresh.stored));
  };

  const onRestore = () => {
    if (!unsavedCopy) return;
    const restored = Object.keys(unsavedCopy.changed).map((name) => [name, unsavedCopy.drafts[name]]);
    form.reset({ ...form.getValues(), ...Object.fromEntries(restored) }, { keepDefaultValues: true });
    setUnsavedCopy(null);
  };

  const submit = (
    <SubmitButton pendingLabel={catalogueMessages.save.saving} disabled={readOnly || !dirty}>
      {submitLabel}
    </SubmitButton>
  );

  return (
    <Form
      form={form}
      label={label}
      draft={draft}
      className="flex max-w-3xl flex-col gap-4"
      onSubmit={readOnly ? () => undefined : onSubmit}
    >
      {toolbar ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {toolbar}
          {submit}
        </div>
      ) : null}
      {stale ? <StaleSaveBanner stale={{ message: stale, reload: onReload }} /> : null}
      {unsavedCopy ? (
        <section
          aria-label={UNSAVED_COPY_TITLE}
          className="flex flex-col gap-2 rounded border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          <h3 className="font-medium">{UNSAVED_COPY_TITLE}</h3>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
            {Object.entries(unsavedCopy.changed).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-mono text-xs">
                  {fields.find((field) => field.name === name)?.title ?? name}
                </dt>
                <dd className="font-mono text-xs break-all whitespace-pre-wrap">
                  {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onRestore} disabled={readOnly}>
              {RESTORE_LABEL}
            </Button>
            <Button variant="ghost" onClick={() => setUnsavedCopy(null)}>
              Dismiss
            </Button>
          </div>
        </section>
      ) : null}
      {children}
      {fields
        .filter((field) => shown?.(field) ?? true)
        .map((field) => (
          <FieldInput key={field.name} field={field} readOnly={readOnly} />
        ))}
      {footer}
      {toolbar ? null : <div>{submit}</div>}
    </Form>
  );
}
