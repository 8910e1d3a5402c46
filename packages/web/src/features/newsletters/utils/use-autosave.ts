import { TIMERS } from '@cellar/validation';
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface AutosaveOptions {
  /** May save now: the user may modify, and holds the editing lock (no one else does). Read when the delay ends. */
  enabled: boolean;
  /** Saves the form (its submit handler). */
  save: () => unknown;
  /** Quiet time after the last change; default the newsletter autosave (60 s, site-content §9). */
  delay?: number;
}

/**
 * Saves the form `delay` after its last change (each change starts the wait again), when it is then enabled, dirty
 * and not already being saved (site-content §4 "Newsletter autosave").
 */
export function useAutosave<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  { enabled, save, delay = TIMERS.newsletterAutosave }: AutosaveOptions,
): void {
  const latest = useRef({ enabled, save });
  latest.current = { enabled, save };
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { unsubscribe } = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { isDirty, isSubmitting } = form.formState;
        if (latest.current.enabled && isDirty && !isSubmitting) latest.current.save();
      }, delay);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [form, delay]);
}
