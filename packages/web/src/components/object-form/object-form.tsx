import type { Resource } from '@cellar/sdk';
import type { Result } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import {
  Form,
  GENERIC_SAVE_TOASTS,
  NOTHING_CHANGED,
  type ObjectTab,
  SaveBar,
  type SaveToasts,
  useObjectTabForm,
} from '@/components/form';
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
  /**
   * The type's own rule over the changed fields (the `validation` rule the backend runs too, e.g. a winery's map
   * link): its issues refuse the save under their fields, before anything is sent.
   */
  rule?: (body: Record<string, unknown>) => Result<unknown>;
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

const hasKeys = (record: object): boolean => Object.keys(record).length > 0;

/**
 * Puts the form over a newer stored object: the fields show it, but those the user changed against `previous`, which
 * keep what was typed (and stay unsaved).
 */
function resetOver(
  form: UseFormReturn<ObjectFormValues, unknown, Record<string, unknown>>,
  fields: readonly FieldSpec[],
  previous: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
) {
  const rebased = rebaseDrafts(fields, previous, next, form.getValues());
  form.reset(draftsOf(fields, next));
  form.reset(rebased, { keepDefaultValues: true });
}

/**
 * A tab's form over schema fields (`useObjectTabForm`, the values being the fields' drafts) that saves only what
 * changed, with `last-mod-date` of the date the user started from. It keeps what the user typed through everything:
 * a refreshed object only replaces untouched values, a stale save (412) shows the server's message persistently and
 * leaves the inputs as they were, Reload shows the stored values in the fields the user did not change (as every
 * tab's form does), and what is typed stays in the browser until saved.
 */
export function ObjectForm({
  tab,
  name,
  part,
  fields,
  storedOf = wholeObject,
  ownModificationDate = null,
  save,
  rule: typeRule,
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
  const reloadObject = useReloadObject(tab.path);

  const rule = useMemo(
    () => objectFormRule(fields, base.stored, { ownFields: detailsPrefix === undefined, typeRule }),
    [fields, base.stored, detailsPrefix, typeRule],
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
    // Reload after a stale save: the fields take the stored values, but those the user changed, against the new base.
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
      resetOver(form, fields, base.stored, stored);
    } else if (!form.formState.isDirty) {
      form.reset(draftsOf(fields, base.stored));
      form.reset(typed, { keepDefaultValues: true });
    }
  }, [modificationDate, ownModificationDate, stored, fields, base, form, drafts]);

  async function onReload() {
    const fresh = await reloadObject();
    const next = storedOf(fresh);
    setBase({ stored: next, date: fresh.modification_date });
    resetOver(form, fields, base.stored, next);
  }

  return (
    <Form {...formProps} label={label} className="flex max-w-3xl flex-col gap-4">
      <SaveBar label={submitLabel} pendingLabel={catalogueMessages.save.saving} readOnly={readOnly}>
        {toolbar}
      </SaveBar>
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
