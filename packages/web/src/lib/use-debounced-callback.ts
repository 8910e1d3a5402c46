import { useEffect, useMemo, useRef } from 'react';

/**
 * `callback` delayed until `delay` ms passed without a new call; a pending call is dropped on unmount.
 * `flush` runs a pending call now (e.g. on Enter).
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number,
) {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Args | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(() => {
    const run = () => {
      clearTimeout(timer.current);
      const args = pending.current;
      pending.current = undefined;
      if (args) callbackRef.current(...args);
    };
    const debounced = (...args: Args) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(run, delay);
    };
    return Object.assign(debounced, {
      flush: run,
      cancel: () => {
        clearTimeout(timer.current);
        pending.current = undefined;
      },
    });
  }, [delay]);
}
