import type { Resource } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Form,
  GENERIC_SAVE_TOASTS,
  NOTHING_CHANGED,
  type ObjectTab,
  SaveBar,
  type SaveToasts,
  useObjectTabForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { useReloadObject } from '@/lib/use-reload-object';
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

export const UNSAVED_COPY_TITLE = 'Your unsaved values';
export const RESTORE_LABEL = 'Restore my values';
export const SAVE_LABEL = 'Save';

/** The values of an object the fields read: the object itself (its fields). */
const wholeObject = (object: Resource): Readonly<Record<string, unknown>> => object;

export interface ObjectFormProps {
  /** The tab the form is on: the object, its path, what the user may do on it and the lock (`useObjectTabForm`). */
  tab: ObjectTab;
  /** The tab's name: with the object's path, where what is typed is kept until saved. */
  name: string;
  /** A part of the tab with a form of its own (a behaviour's name), kept apart. */
  part?: string;
  fields: readonly FieldSpec[];
  /** The stored values the fields read, from the object (default the object itself; a behaviour's value). */
  storedOf?: (object: Resource) => Readonly<Record<string, unknown>>;
  /**
   * A `modification_date` the user's own change outside this form produced (a file upload or delete):
   * once the object shows it, it becomes the base the next save is checked against, keeping what was typed.
   */
  ownModificationDate?: string | null;
  /** Sends the changed fields; throws the SDK error on failure. */
  save: (body: Record<string, unknown>, lastModDate: string) => Promise<unknown>;
  /** A behaviour's dotted name: server details under it are shown under its fields. */
  detailsPrefix?: string;
  /** The save's toasts; the generic save's by default. */
  messages?: SaveToasts<Record<string, unknown>>;
  /** Label of the form (for screen readers and tests). */
  label: string;
  /** The save button's text; 'Save' by default. */
  submitLabel?: string;
  /** An editor's own controls, in the save bar before Save: an editor reads 'View ... on' then 'Save ...'. */
  toolbar?: ReactNode;
  /** Which fields show now (a section of a menu); the others keep their values and are saved with them. */
  shown?: (field: FieldSpec) => boolean;
  /** After the fields, inside the form (controls that read what is typed, e.g. a map link's image). */
  footer?: ReactNode;
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
 * A tab's form over schema fields (`useObjectTabForm`, the values being the fields' drafts) that saves only what
 * changed, with `last-mod-date` of the date the user started from. It keeps what the user typed through everything:
 * a refreshed object only replaces untouched values, a stale save (412) shows the server's message persistently and
 * leaves the inputs as they were (Reload offers them back field by field), and what is typed stays in the browser
 * until saved.
 */
export function ObjectForm({
  tab,
  name,
  part,
  fields,
  storedOf = wholeObject,
  ownModificationDate = null,
  save,
  detailsPrefix,
  messages = GENERIC_SAVE_TOASTS,
  label,
  children,
  submitLabel = SAVE_LABEL,
  toolbar,
  shown,
  footer,
}: ObjectFormProps) {
  const stored = useMemo(() => storedOf(tab.object), [storedOf, tab.object]);
  const modificationDate = tab.object.modification_date;
  // The stored values and date the user started from: what a save is compared and checked against.
  const [base, setBase] = useState<Base>({ stored, date: modificationDate });
  const [initial] = useState(() => draftsOf(fields, stored));
  const [unsavedCopy, setUnsavedCopy] = useState<UnsavedCopy | null>(null);
  const reloadObject = useReloadObject(tab.path);

  const rule = useMemo(
    () => objectFormRule(fields, base.stored, { ownFields: detailsPrefix === undefined }),
    [fields, base.stored, detailsPrefix],
  );
  const fieldOf = useMemo(() => objectFieldOf(fields, detailsPrefix), [fields, detailsPrefix]);
  const { form, readOnly, formProps } = useObjectTabForm<ObjectFormValues, Record<string, unknown>>(tab, {
    tab: name,
    part,
    values: initial,
    // The object's changes are taken field by field below, against the base.
    follow: false,
    rule,
    fieldOf,
    lastModDate: base.date,
    save: async (body, lastModDate) => (hasKeys(body) ? save(body, lastModDate) : NOTHING_CHANGED),
    toasts: messages,
    // Reload after a stale save shows what is stored and offers what was typed back, field by field.
    reload: () => onReload(),
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

  async function onReload() {
    const typed = form.getValues();
    const copy = { drafts: typed, changed: changedFields(fields, base.stored, typed).body };
    const fresh = await reloadObject();
    const freshStored = storedOf(fresh);
    setUnsavedCopy(copy);
    setBase({ stored: freshStored, date: fresh.modification_date });
    form.reset(draftsOf(fields, freshStored));
  }

  const onRestore = () => {
    if (!unsavedCopy) return;
    const restored = Object.keys(unsavedCopy.changed).map((name) => [name, unsavedCopy.drafts[name]]);
    form.reset({ ...form.getValues(), ...Object.fromEntries(restored) }, { keepDefaultValues: true });
    setUnsavedCopy(null);
  };

  return (
    <Form {...formProps} label={label} className="flex max-w-3xl flex-col gap-4">
      <SaveBar label={submitLabel} pendingLabel={catalogueMessages.save.saving} readOnly={readOnly}>
        {toolbar}
      </SaveBar>
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
    </Form>
  );
}
