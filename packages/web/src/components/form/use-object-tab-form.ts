import { formMessages, PERMISSIONS, type Result } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import type { FieldValues } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { can } from '@/lib/can';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';
import { useReloadObject } from '@/lib/use-reload-object';
import type { FormProps } from './form';
import type { FieldOf } from './form-errors';
import { type AppForm, useAppForm } from './use-app-form';

/** What a tab form is given by the object page: the object, its path, what the user may do on it and the lock. */
export type ObjectTab = Pick<ObjectTabProps, 'object' | 'path' | 'permissions' | 'readOnly'>;

/** The toasts of a save, in the spec's words. */
export interface SaveToasts<Out> {
  /** Said once the save succeeded (of the value saved, for a message that names it). */
  saved: string | ((value: Out) => string);
  /** Said when it failed; a stale save (412) is not a failure here: it shows above the fields with Reload. */
  failed: (error: unknown) => string;
}

/** The generic save's toasts (catalogue-editors §8): 'Saved successfully.', 'Error saving. {message}'. */
export const GENERIC_SAVE_TOASTS: SaveToasts<unknown> = {
  saved: () => catalogueMessages.save.saved,
  failed: (error) => catalogueMessages.save.error(errorMessage(error)),
};

/** What a tab's `save` answers when the value would change nothing stored: nothing was sent. */
export const NOTHING_CHANGED: unique symbol = Symbol('nothing changed');

export interface ObjectTabFormOptions<V extends FieldValues, Out> {
  /** The tab's name ('Data', 'SEO'...): with the object's path, where what is typed is kept until saved. */
  tab: string;
  /** A part of the tab with a form of its own (a behaviour of the Behaviors tab): kept apart. */
  part?: string;
  /**
   * The object's stored values as the fields hold them, read by the tab from the object (memoized on what they
   * read: values read afresh are compared by content, but a read that mints keys must not run on every render).
   */
  values: V;
  /**
   * The fields take the stored values whenever they change (a refetch, a save made elsewhere), but those the user
   * changed (default). False for a form that compares field by field and rebases itself (`ObjectForm`).
   */
  follow?: boolean;
  /** The `validation` rule over the typed values; its value is what `save` sends. */
  rule: (values: V) => Result<Out>;
  fieldOf: FieldOf;
  /**
   * Sends the value through the tab's save call; throws the SDK's error on failure. `lastModDate` is the
   * `modification_date` the save is checked against (a stale save answers 412 instead of overwriting). Answers
   * `NOTHING_CHANGED`, sending nothing, when the value changes nothing stored (a PATCH of no field).
   */
  save: (value: Out, lastModDate: string) => Promise<unknown> | typeof NOTHING_CHANGED;
  /**
   * The date a save is checked against; default the object's `modification_date` now. A form that keeps the date
   * the user started from (`ObjectForm`) gives its own.
   */
  lastModDate?: string;
  /** The save's toasts (default the generic save's); null when the tab says it otherwise (Schedule's status line). */
  toasts?: SaveToasts<Out> | null;
  /** The rule refused the values: its messages are already under their fields; say more (a toast) if needed. */
  onInvalid?: (messages: string[]) => void;
  /** The tab's own reason to only show the object (a verified newsletter); the lock and ModifyContent are checked here. */
  readOnly?: boolean;
  /**
   * Reload after a stale save (412): default refetching the object, the fields the user did not change taking its
   * values. A form that offers what was typed back instead (`ObjectForm`) gives its own.
   */
  reload?: () => Promise<unknown>;
  /** Every change is saved as it is made (Schedule): nothing is kept as a draft and leaving asks nothing. */
  savedAsMade?: boolean;
}

export interface ObjectTabForm<V extends FieldValues, Out> {
  /** react-hook-form's form: register fields, watch, reset. */
  form: AppForm<V, Out>['form'];
  /**
   * Show, do not edit: someone else holds the editing lock (or it failed), the user may not modify the object
   * (guillotina.ModifyContent),
   * or the tab says so. Fields and buttons are disabled; a submit does nothing.
   */
  readOnly: boolean;
  /** Runs the rule and saves (nothing while read-only): the form's submit, and an autosave's. */
  onSubmit: () => Promise<void> | void;
  /** What `<Form>` takes: the form, `onSubmit`, a kept draft (none while read-only: it waits), a stale save. */
  formProps: Pick<FormProps<V, Out>, 'form' | 'onSubmit' | 'draft' | 'stale'>;
}

const doNothing = () => undefined;

const sayNothingToSave = () => {
  toast.info(formMessages.nothingToSave);
};

/** Where a tab keeps what is typed until it is saved (per user, in this browser): the object's path and tab. */
const objectDraftKey = (path: string, tab: string, part?: string): string =>
  ['content', path, tab, ...(part ? [part] : [])].join(':');

/**
 * The form of an editor tab (`useAppForm` over one content object), the one place that decides for every tab:
 * - the fields start from the object's stored values and follow them as the object changes;
 * - what is typed is kept as a draft per user, object and tab at each change, put back after a reload, a crash or
 *   a new login (saying when it was typed, with Discard); a draft typed over an older version of the object (its
 *   `modification_date`) is not put back without the user's say, and a save is still checked against the date the
 *   fields show;
 * - a save sends `last-mod-date`, and a stale one (412) shows the server's message with Reload above the fields;
 *   Reload refetches the object: the fields the user did not change take its values, those they changed keep what
 *   was typed (unsaved, in the draft), so nothing typed is lost;
 * - the tab is read-only while someone else holds the editing lock or without ModifyContent on the object
 *   (site-content §6: "Save buttons disabled without it"): the submit does nothing and a kept draft waits;
 *   what was typed before the lock was refused stays in the fields and the draft (`SaveBar` says so);
 * - a save changes something: with no field changed (or a value that changes nothing stored, `NOTHING_CHANGED`)
 *   it says 'Nothing to save: no field changed.' instead of saving; `SaveBar`'s Save waits for a change;
 * - the save's toasts, and "unsaved changes" asked before leaving.
 *
 * @example
 * const stored = useMemo(() => landingDataValues(object), [object]);
 * const tab = useObjectTabForm(props, {
 *   tab: 'Data', values: stored, rule: validateLandingData, fieldOf: landingDataFieldOf,
 *   save: (fields, lastModDate) => patch.mutateAsync({ body: landingDataPatch(object, fields), lastModDate }),
 *   toasts: { saved: messages.updated, failed: () => messages.updateError },
 * });
 * <Form {...tab.formProps} label="Data">
 *   <SaveBar label="Save" readOnly={tab.readOnly} />
 *   <fieldset disabled={tab.readOnly}>...</fieldset>
 * </Form>
 */
export function useObjectTabForm<V extends FieldValues, Out>(
  { object, path, permissions, readOnly: withoutLock }: ObjectTab,
  {
    tab,
    part,
    values,
    follow = true,
    rule,
    fieldOf,
    save,
    lastModDate = object.modification_date,
    toasts = GENERIC_SAVE_TOASTS,
    onInvalid,
    readOnly: tabReadOnly = false,
    reload,
    savedAsMade = false,
  }: ObjectTabFormOptions<V, Out>,
): ObjectTabForm<V, Out> {
  const readOnly = withoutLock || tabReadOnly || !can(permissions, PERMISSIONS.ModifyContent);
  const reloadObject = useReloadObject(path);
  const { form, handleSubmit, draft, stale } = useAppForm<V, Out>({
    defaultValues: values,
    values: follow ? values : undefined,
    rule,
    fieldOf,
    draftKey: savedAsMade ? undefined : objectDraftKey(path, tab, part),
    version: lastModDate,
    guardLeaving: !savedAsMade,
    reload: reload ?? reloadObject,
  });

  const submit = handleSubmit(
    async (value) => {
      if ((await save(value, lastModDate)) === NOTHING_CHANGED) sayNothingToSave();
      else if (toasts) toast.success(typeof toasts.saved === 'function' ? toasts.saved(value) : toasts.saved);
    },
    { onInvalid, onError: toasts ? (error) => toast.error(toasts.failed(error)) : undefined },
  );
  // Read while rendering, so that react-hook-form keeps it up to date for the submit.
  const { isDirty } = form.formState;
  const onSubmit = readOnly ? doNothing : isDirty ? submit : sayNothingToSave;
  return {
    form,
    readOnly,
    onSubmit,
    formProps: { form, onSubmit, draft: readOnly ? null : draft, stale },
  };
}
