import { isPreconditionFailed } from '@cellar/sdk';
import type { Result } from '@cellar/validation';
import { type BaseSyntheticEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { serverIssues } from '@/lib/server-issues';
import { allMessages, type FieldOf, FORM_ERRORS_KEY, issuesToErrors, messagesOf } from './form-errors';
import type { StaleSave } from './stale-save-banner';
import { useUnsavedChanges } from './unsaved-changes';
import { type DraftOffer, useFormDraft } from './use-form-draft';

export interface AppFormOptions<V extends FieldValues, Out> {
  /** What the fields start from: a new object's defaults, or the stored object's values. */
  defaultValues: V;
  /**
   * The `validation` package's rule over the typed values: its issues go under their fields, its value is what
   * the submit handler sends. The same rule the backend and the CLI run.
   */
  rule: (values: V) => Result<Out>;
  /** Which field shows the message of an issue path (the rule's or the server's); default `fieldsNamed` of the values. */
  fieldOf: FieldOf;
  /**
   * Keeps what is typed in this browser, written at each change until the save succeeds, per user and under this key
   * (an object's path and tab, 'offer:new'), and puts it back when the form shows again (`useFormDraft`). Omit for
   * forms with nothing worth keeping.
   */
  draftKey?: string;
  /**
   * The version of what the form edits (an object's `modification_date`), kept with the draft: a draft typed over
   * another version than the one the form opens with is not put back without the user's say.
   */
  version?: string;
  /** Ask before leaving the page while the form has unsaved changes (default true). */
  guardLeaving?: boolean;
  /**
   * The stored values to follow: when they change (a refetch, a save made elsewhere), the fields take them, except
   * those the user has changed (a reset with `keepDirtyValues`). Only following them keeps the user's changes: a
   * `form.reset()` (a Reset button, a draft restored) puts every field back.
   */
  values?: V;
  /**
   * What the fields show after a successful save: the values saved (an edit form, default) or the defaults again
   * (a creation form, ready for the next one).
   */
  afterSave?: 'keep' | 'defaults';
  /**
   * Refetches what the form edits. Given, a save the server refuses as stale (412: the object changed since the
   * form opened) shows the server's message above the fields with a Reload button (`stale`, for `Form`) instead
   * of going to `onError`; Reload calls this, and the fields the user did not change follow `values`.
   */
  reload?: () => Promise<unknown>;
}

export interface SubmitOptions {
  /** The rule refused the values: its messages are already under their fields; say more (a toast) if the form shows no field. */
  onInvalid?: (messages: string[]) => void;
  /**
   * A failed send: the server's 400 `details` are already under their fields; say the rest (usually a toast).
   * Default: nothing more.
   */
  onError?: (error: unknown) => void;
}

export interface AppForm<V extends FieldValues, Out> {
  /** react-hook-form's form: register fields, read `formState` (isDirty, isSubmitting, errors), reset. */
  form: UseFormReturn<V, unknown, Out>;
  /**
   * The form's submit handler: runs the rule, then `send` with its value. On success the draft goes and the form
   * is clean again (see `afterSave`); on failure the server's issues go
   * under their fields and the error goes to `onError`. A failed send never clears what was typed.
   */
  handleSubmit: (
    send: (value: Out, values: V) => Promise<unknown>,
    options?: SubmitOptions,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Puts a failed call's 400 details under the fields they name (the rest under the form); true when any. */
  showServerIssues: (error: unknown) => boolean;
  /**
   * Shows a message above the fields, with those of no field (a failure the server words without details, which a
   * modal dialog must repeat: its toasts are hidden from screen readers while it is open). Gone at the next submit.
   */
  showFormError: (message: string) => void;
  /** A draft kept from an earlier visit (or put aside), until saved or discarded. */
  draft: DraftOffer | null;
  /** The last save was refused as stale (with `reload` given): its message and Reload, until reloaded or saved. */
  stale: StaleSave | null;
  /** Marks the form clean at `values` (default the current ones) and forgets its draft: after a save made elsewhere. */
  markSaved: (values?: V) => void;
  /**
   * Puts what was typed aside (a drawer closed without saving): the fields go back to their defaults and the draft
   * stays, put back when the form shows again. Nothing typed is lost.
   */
  setAside: () => void;
}

/**
 * The one form mechanism of the admin (react-hook-form): the `validation` rule as resolver, the server's 400
 * details under the same fields, pending state (`formState.isSubmitting`), reset, "unsaved changes" asked before
 * leaving, and a local draft put back after a reload, a crash, a closed window or an ended session.
 *
 * @example
 * const { form, handleSubmit } = useAppForm({ defaultValues, rule: validateOffer, fieldOf });
 * <Form form={form} onSubmit={handleSubmit((offer) => create.mutateAsync(offer))}>...</Form>
 */
export function useAppForm<V extends FieldValues, Out>({
  defaultValues,
  rule,
  fieldOf,
  draftKey,
  version,
  guardLeaving = true,
  values,
  afterSave = 'keep',
  reload,
}: AppFormOptions<V, Out>): AppForm<V, Out> {
  const resolver = useCallback<Resolver<V, unknown, Out>>(
    (values) => {
      const result = rule(values);
      return result.ok
        ? { values: result.value, errors: {} }
        : { values: {}, errors: issuesToErrors<V>(result.issues, fieldOf) };
    },
    [rule, fieldOf],
  );
  const form = useForm<V, unknown, Out>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    criteriaMode: 'all',
  });
  // Followed here, not with react-hook-form's `values` option: its `resetOptions` would apply to every `reset()`,
  // so a Reset button would keep what was typed. Compared by content: callers may build `values` on each render.
  const valuesKey = values === undefined ? undefined : JSON.stringify(values);
  const followedKey = useRef(JSON.stringify(defaultValues));
  const latestValues = useRef(values);
  latestValues.current = values;
  useEffect(() => {
    if (valuesKey === undefined || valuesKey === followedKey.current || latestValues.current === undefined)
      return;
    followedKey.current = valuesKey;
    form.reset(latestValues.current, { keepDirtyValues: true });
  }, [form, valuesKey]);

  const { isDirty, isSubmitting } = form.formState;
  const leaving = useUnsavedChanges(guardLeaving && isDirty && !isSubmitting);

  const { draft, forget: forgetDraft, setAside: putDraftAside } = useFormDraft(form, draftKey, version);

  const markSaved = useCallback(
    (values?: V) => {
      leaving.release();
      forgetDraft();
      form.reset(values ?? form.getValues());
    },
    [form, leaving, forgetDraft],
  );

  const setAside = useCallback(() => {
    putDraftAside();
    leaving.release();
  }, [leaving, putDraftAside]);

  // A field's (or the form's, `root.form`) messages with one more, each message once: the server's after the rule's.
  const addServerMessage = useCallback(
    (name: string, message: string) => {
      const current = messagesOf(form.getFieldState(name as Path<V>).error);
      const all = current.includes(message) ? current : [...current, message];
      form.setError(name as Path<V> | `root.${string}`, {
        type: 'server',
        message: all[0],
        types: Object.fromEntries(all.map((text, index) => [String(index), text])),
      });
    },
    [form],
  );

  const showServerIssues = useCallback(
    (error: unknown): boolean => {
      const issues = serverIssues(error);
      for (const issue of issues)
        addServerMessage(fieldOf(issue.path) ?? `root.${FORM_ERRORS_KEY}`, issue.message);
      return issues.length > 0;
    },
    [fieldOf, addServerMessage],
  );

  const showFormError = useCallback(
    (message: string) => addServerMessage(`root.${FORM_ERRORS_KEY}`, message),
    [addServerMessage],
  );

  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const handleSubmit = useCallback<AppForm<V, Out>['handleSubmit']>(
    (send, options = {}) =>
      form.handleSubmit(
        async (value) => {
          const sent = form.getValues();
          try {
            await send(value, sent);
            setStaleMessage(null);
            markSaved(afterSave === 'keep' ? sent : defaultValues);
          } catch (error) {
            if (reload && isPreconditionFailed(error)) {
              setStaleMessage(error.message);
              return;
            }
            showServerIssues(error);
            options.onError?.(error);
          }
        },
        (errors) => options.onInvalid?.(allMessages(errors)),
      ),
    [form, markSaved, showServerIssues, afterSave, defaultValues, reload],
  );

  const stale = useMemo<StaleSave | null>(
    () =>
      staleMessage === null || !reload
        ? null
        : {
            message: staleMessage,
            reload: async () => {
              await reload();
              setStaleMessage(null);
            },
          },
    [staleMessage, reload],
  );

  return {
    form,
    handleSubmit,
    showServerIssues,
    showFormError,
    draft,
    stale,
    markSaved,
    setAside,
  };
}
