import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useCurrentUser } from '@/lib/current-user';
import { type DraftContent, draftOver, formDrafts, type StoredDraft, sameValues } from './form-draft';

/** A draft kept from an earlier visit (or put aside), and what the user may do with it. */
export interface DraftOffer {
  /** When the draft was last typed in (ISO). */
  savedAt: string;
  /**
   * - `waiting`: kept, put back in the fields as soon as its form shows (`Form` calls `restore`);
   * - `restored`: in the fields, not saved yet (the form says so, with Discard);
   * - `outdated`: not put back, because what the form edits changed on the server after it was typed: the user
   *   applies it over the newer version or discards it.
   */
  state: 'waiting' | 'restored' | 'outdated';
  /** Puts a waiting draft back in the fields, unless what the form edits changed since it was typed (then outdated). */
  restore: () => void;
  /** Puts an outdated draft in the fields over the newer values: only the fields that were typed in. */
  apply: () => void;
  /** Forgets the draft; a restored one leaves the fields, which show what is stored again. */
  discard: () => void;
}

export interface FormDraft {
  /** The draft kept from an earlier visit or put aside, until saved or discarded. */
  draft: DraftOffer | null;
  /** Forgets the draft: after a successful save. */
  forget: () => void;
  /** Empties the fields (back to their defaults), keeping what was typed as a draft restored when the form shows again. */
  setAside: () => void;
}

/**
 * What the fields hold with nothing typed: the defaults of the last reset, read live (`formState.defaultValues` is
 * the last render's, and the form's changes are seen between renders).
 */
const defaultsOf = <V extends FieldValues, Out>(form: UseFormReturn<V, unknown, Out>): V =>
  form.control._defaultValues as unknown as V;

interface Held<V> {
  draft: StoredDraft<V>;
  state: DraftOffer['state'];
}

/**
 * The local draft of a form (`useAppForm`'s `draftKey`): what is typed is written at each change to this browser,
 * per user and form, and forgotten once saved or discarded, so that nothing typed is lost to a reload, a crash, a
 * closed window, a backend that is down or a session that ended (the draft is read again after the next login of
 * the same user, never another's). A draft found when the form opens is put back in its fields when the form shows,
 * and says so; when what the form edits changed on the server since (its `version`), it is not put back without the
 * user's say.
 */
export function useFormDraft<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  key: string | undefined,
  version: string | undefined,
): FormDraft {
  // Only a form that keeps drafts needs to know whose they are (the login form must ask nothing).
  const user = useCurrentUser(key !== undefined).data?.id;
  const [held, setHeldState] = useState<Held<V> | null>(null);
  // Read by the callbacks of the form's changes, which run between renders.
  const heldNow = useRef<Held<V> | null>(null);
  const setHeld = useCallback((next: Held<V> | null) => {
    heldNow.current = next;
    setHeldState(next);
  }, []);
  const versionNow = useRef(version);
  versionNow.current = version;
  // What this form last wrote (or found written): a change that alters nothing is not written again.
  const kept = useRef<DraftContent<V> | null>(null);

  const contentOf = useCallback(
    (values: V): DraftContent<V> => ({
      values,
      base: defaultsOf(form),
      ...(versionNow.current === undefined ? {} : { version: versionNow.current }),
    }),
    [form],
  );

  // Writes what the fields hold, or forgets it when they hold nothing typed.
  const keep = useCallback(() => {
    if (user === undefined || key === undefined || heldNow.current?.state === 'waiting') return;
    const content = contentOf(form.getValues());
    if (sameValues(content.values, content.base)) {
      if (kept.current !== null) formDrafts.remove(user, key);
      kept.current = null;
      if (heldNow.current?.state === 'restored') setHeld(null);
      return;
    }
    const last = kept.current;
    if (
      last !== null &&
      last.version === content.version &&
      sameValues(last.values, content.values) &&
      sameValues(last.base, content.base)
    )
      return;
    formDrafts.write(user, key, content);
    kept.current = content;
  }, [form, user, key, contentOf, setHeld]);

  // A draft of an earlier visit waits for its form to show; one that changes nothing is dropped. What was typed
  // before the user was known is written now.
  useEffect(() => {
    kept.current = null;
    if (user === undefined || key === undefined) {
      setHeld(null);
      return;
    }
    const stored = formDrafts.read<V>(user, key);
    const current = form.getValues();
    if (stored === null || sameValues(draftOver(stored, current), current)) {
      if (stored !== null) formDrafts.remove(user, key);
      setHeld(null);
      keep();
      return;
    }
    kept.current = stored;
    setHeld({ draft: stored, state: 'waiting' });
  }, [form, user, key, keep, setHeld]);

  // Written as the user types, at each change: a crash or a closed window loses nothing.
  useEffect(() => {
    if (user === undefined || key === undefined) return;
    const { unsubscribe } = form.watch(() => keep());
    return unsubscribe;
  }, [form, user, key, keep]);

  // A newer version under what was typed (a save, a reload after a stale save) is what the draft now starts from.
  useEffect(() => {
    if (version !== undefined) keep();
  }, [version, keep]);

  const forget = useCallback(() => {
    kept.current = null;
    if (user !== undefined && key !== undefined) formDrafts.remove(user, key);
    setHeld(null);
  }, [user, key, setHeld]);

  const setAside = useCallback(() => {
    const stored = user !== undefined && key !== undefined ? formDrafts.read<V>(user, key) : null;
    const content = contentOf(form.getValues());
    form.reset();
    if (user === undefined || key === undefined || sameValues(content.values, content.base)) return;
    // Put aside unchanged, it keeps the time it was typed.
    const unchanged = stored !== null && sameValues(stored.values, content.values);
    const draft = formDrafts.write(user, key, content, unchanged ? new Date(stored.savedAt) : undefined);
    kept.current = null;
    setHeld({ draft, state: 'waiting' });
  }, [form, user, key, contentOf, setHeld]);

  const draft = useMemo<DraftOffer | null>(() => {
    if (held === null) return null;
    const put = () => {
      setHeld({ draft: held.draft, state: 'restored' });
      form.reset(draftOver(held.draft, form.getValues()), { keepDefaultValues: true });
    };
    return {
      savedAt: held.draft.savedAt,
      state: held.state,
      restore: () => {
        if (heldNow.current?.state !== 'waiting') return;
        if (held.draft.version === versionNow.current) return put();
        // Not ours to write over: what is kept stays as it is until the user chooses.
        kept.current = null;
        setHeld({ draft: held.draft, state: 'outdated' });
      },
      apply: put,
      discard: () => {
        setHeld(null);
        if (held.state === 'restored') form.reset();
        if (user === undefined || key === undefined) return;
        if (sameValues(form.getValues(), defaultsOf(form))) {
          formDrafts.remove(user, key);
          kept.current = null;
        }
      },
    };
  }, [held, form, user, key, setHeld]);

  return { draft, forget, setAside };
}
