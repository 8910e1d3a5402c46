import { type ComponentType, createElement, type JSX, type ReactNode, useDeferredValue } from 'react';
import { Loading } from '@/components/ui/loading';
import type { Lazy } from '@/lib/editor-registry';
import { useSettled } from '@/lib/use-settled';

/**
 * An editor loaded on demand (a tab, a type's header): its code is a chunk of its own, fetched when it first shows,
 * or before by `preload` (the link to the object hovered, the page's own preload on a reload). A module of its own,
 * so it travels with the registrations (a lazy chunk), not with the first page.
 *
 * It waits for its chunk showing `Loading` itself, not by suspending: React shows a Suspense boundary's content no
 * sooner than 300 ms after that boundary (or any other) last showed its fallback, so a tab that suspended while the
 * page loaded came up to 300 ms after its chunk (a listing's reload: 692 -> 525 ms without that wait, README
 * "Performance"). A page that must not show that `Loading` (a header, which would push the tabs down when it comes)
 * waits for the chunk first with {@link useEditorLoaded}. A chunk that fails to load is thrown to the route's error
 * boundary, as `lazy()` does.
 */
export const lazyEditor = <M extends Record<K, (props: never) => ReactNode>, K extends string>(
  load: () => Promise<M>,
  name: K,
): Lazy<Parameters<M[K]>[0]> => {
  type P = Parameters<M[K]>[0];
  let loading: Promise<M> | undefined;
  const source: EditorSource<P> = {
    preload: () => {
      loading ??= load().then(
        (module) => {
          source.loaded = module[name] as ComponentType<P>;
          return module;
        },
        (error: unknown) => {
          // Asked again by the next editor that shows it (a network that came back).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return Object.assign((props: P) => createElement(OnDemandEditor<P>, { source, props }) as JSX.Element, {
    preload: source.preload,
    isLoaded: () => source.loaded !== undefined,
  });
};

/** An editor's code: the component once loaded, and what loads it (once). */
interface EditorSource<P> {
  loaded?: ComponentType<P>;
  preload: () => Promise<unknown>;
}

function OnDemandEditor<P extends object>({ source, props }: { source: EditorSource<P>; props: P }) {
  // A chunk that came while something else re-rendered the page is drawn in a deferred render, in slices, as when
  // this component hears of it itself; not in that other update, which React would draw in one go.
  const Loaded = useDeferredValue(source.loaded);
  const settled = useSettled(source.preload, Loaded === undefined);
  if (settled?.failure) throw settled.failure.error;
  return Loaded ? createElement(Loaded, props) : createElement(Loading);
}

/**
 * Whether `editor` can show at once: it is loaded, or is no on-demand editor (or none at all). Until then it loads it
 * and re-renders once it has come, or failed (the editor then shows the failure itself).
 */
export function useEditorLoaded(editor: Pick<Lazy<never>, 'preload' | 'isLoaded'> | undefined): boolean {
  const loaded = editor?.isLoaded === undefined || editor.isLoaded();
  const settled = useSettled(editor?.preload, !loaded);
  // Settled for this editor (the page may have gone on to another object's, of another type). Deferred: a chunk
  // that came while an answer re-renders the page is drawn in slices, not in that update (see `OnDemandEditor`).
  return useDeferredValue(loaded || (settled !== undefined && settled.load === editor?.preload));
}
