import { startTransition, useEffect, useState } from 'react';

/** How a wait ended: which load (a chunk's `preload`, the editors' loader) and, when it failed, why. */
export interface Settled {
  load: () => Promise<unknown>;
  failure?: { error: unknown };
}

/**
 * Waits for `load()` while `waiting` (what the render showed: what came between the render and the effect still has
 * to replace what it showed), then re-renders with how it ended: in a transition when it came (React draws what
 * comes in slices it may interrupt), unless the component has rendered something else since, or gone. A page waits
 * this way rather than by suspending, whose fallback React holds back up to 300 ms (see `lazyEditor`).
 */
export function useSettled(
  load: (() => Promise<unknown>) | undefined,
  waiting: boolean,
): Settled | undefined {
  const [settled, setSettled] = useState<Settled>();
  useEffect(() => {
    if (!waiting || load === undefined) return;
    let shown = true;
    load().then(
      () => shown && startTransition(() => setSettled({ load })),
      (error: unknown) => shown && setSettled({ load, failure: { error } }),
    );
    return () => {
      shown = false;
    };
  }, [load, waiting]);
  return settled;
}
