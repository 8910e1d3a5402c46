import { type ComponentType, createElement, startTransition, useEffect, useState } from 'react';
import { Loading } from '@/components/ui/loading';
import type { Lazy, ObjectTabProps } from '@/lib/editor-registry';

/**
 * A tab loaded on demand: its code is a chunk of its own, fetched when the tab first shows, or before by `preload`
 * (the link to the object hovered, the page's own preload on a reload). A module of its own, so it travels with the
 * registrations (a lazy chunk), not with the first page.
 *
 * It waits for its chunk showing `Loading` itself, not by suspending: React shows a Suspense boundary's content no
 * sooner than 300 ms after that boundary (or any other) last showed its fallback, so a tab that suspended while the
 * page loaded came up to 300 ms after its chunk (a listing's reload: 692 -> 525 ms without that wait, README
 * "Performance"). A chunk that fails to load is thrown to the route's error boundary, as `lazy()` does.
 */
export const lazyTab = <M extends Record<K, ComponentType<ObjectTabProps>>, K extends string>(
  load: () => Promise<M>,
  name: K,
): Lazy<ObjectTabProps> => {
  let loading: Promise<M> | undefined;
  const source: TabSource = {
    preload: () => {
      loading ??= load().then(
        (module) => {
          source.loaded = module[name];
          return module;
        },
        (error: unknown) => {
          // Asked again by the next tab that shows it (a network that came back).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return Object.assign((props: ObjectTabProps) => createElement(OnDemandTab, { source, props }), {
    preload: source.preload,
  });
};

/** A tab's code: the component once loaded, and what loads it (once). */
interface TabSource {
  loaded?: ComponentType<ObjectTabProps>;
  preload: () => Promise<unknown>;
}

function OnDemandTab({ source, props }: { source: TabSource; props: ObjectTabProps }) {
  const [, setArrived] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const Loaded = source.loaded;
  const showsLoading = Loaded === undefined;
  useEffect(() => {
    // What this render showed, not what has come since: a chunk that came between the render and this effect
    // still has to replace the Loading shown.
    if (!showsLoading) return;
    let shown = true;
    source.preload().then(
      // A transition: React draws the tab in slices it may interrupt, as it drew a Suspense boundary's retry.
      () => shown && startTransition(() => setArrived(true)),
      (error: unknown) => shown && setFailure({ error }),
    );
    return () => {
      shown = false;
    };
  }, [source, showsLoading]);
  if (failure) throw failure.error;
  return Loaded ? createElement(Loaded, props) : createElement(Loading);
}
