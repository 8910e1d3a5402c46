import { TIMERS } from '@cellar/validation';
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface AutosaveOptions<V> {
  /** May save now: the user may modify, and holds the editing lock (no one else does). Read when the delay ends. */
  enabled: boolean;
  /** Saves the form (its submit handler). */
  save: () => unknown;
  /**
   * The stored values the form follows (the tab's `values`): what differs from them is the user's. A refresh of
   * the object (another tab's save) changes the fields the user did not touch, and is no change of the user's.
   */
  stored: V;
  /** Quiet time after the last change; default the newsletter autosave (60 s, site-content §9). */
  delay?: number;
}

/** Each value of `values` that differs from `stored`, by path: what the user changed. */
function userChanges(values: unknown, stored: unknown, path = ''): [string, unknown][] {
  if (typeof values === 'object' && values !== null && typeof stored === 'object' && stored !== null) {
    const keys = new Set([...Object.keys(values), ...Object.keys(stored)]);
    return [...keys].flatMap((key) =>
      userChanges(
        (values as Record<string, unknown>)[key],
        (stored as Record<string, unknown>)[key],
        `${path}/${key}`,
      ),
    );
  }
  return Object.is(values, stored) ? [] : [[path, values]];
}

/**
 * Saves the form `delay` after the user's last change (each change starts the wait again), when it is then enabled,
 * dirty and not already being saved (site-content §4 "Newsletter autosave"). Only the user's changes count: the
 * stored values moving under the form (a refresh after a save made elsewhere) do not restart the wait.
 */
export function useAutosave<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  { enabled, save, stored, delay = TIMERS.newsletterAutosave }: AutosaveOptions<V>,
): void {
  const latest = useRef({ enabled, save, stored });
  latest.current = { enabled, save, stored };
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changesNow = () => JSON.stringify(userChanges(form.getValues(), latest.current.stored));
    let changes = changesNow();
    let checking = false;
    // Read once the change is done: a refresh sets the untouched fields one by one, and only its end is compared.
    const check = () => {
      checking = false;
      const now = changesNow();
      if (now === changes) return;
      changes = now;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { isDirty, isSubmitting } = form.formState;
        if (latest.current.enabled && isDirty && !isSubmitting) latest.current.save();
      }, delay);
    };
    let active = true;
    const { unsubscribe } = form.watch(() => {
      if (checking) return;
      checking = true;
      queueMicrotask(() => {
        if (active) check();
      });
    });
    return () => {
      active = false;
      unsubscribe();
      clearTimeout(timer);
    };
  }, [form, delay]);
}
