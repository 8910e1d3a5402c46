import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useRef } from 'react';
import type { EditorRegistry } from './editor-registry';

/** What a screen's preload gets: the query client to prefetch into and the URL the link goes to. */
export interface PreloadContext {
  queryClient: QueryClient;
  /** The link's target, resolved against the page (its `searchParams` carry `?path=`, `?tab=`...). */
  url: URL;
  /** The type editors' registrations (loaded once, shared with the screen), for a screen that shows an object. */
  editors: () => Promise<EditorRegistry>;
}

/**
 * A route's `handle`: `preload` starts the reads its screen makes first (`queryClient.prefetchQuery` with the very
 * query options the screen's `useQuery` takes, so the screen finds them in the cache). Its chunk is not named here:
 * the route's `lazy` already says which it is.
 */
export interface ScreenHandle {
  preload?: (context: PreloadContext) => void;
}

/** Starts loading the screen an in-app href opens: its chunk and its first data. Never throws, never waits. */
export type PreloadScreen = (href: string) => void;

const PreloadScreenContext = createContext<PreloadScreen>(() => undefined);

/** Gives the links below the app's preloader (without one, intent preloads nothing). */
export function PreloadScreenProvider({
  preload,
  children,
}: {
  preload: PreloadScreen;
  children: ReactNode;
}) {
  return <PreloadScreenContext value={preload}>{children}</PreloadScreenContext>;
}

/** The app's preloader, for what is not a link (the command palette's highlighted result). */
export const usePreloadScreen = (): PreloadScreen => use(PreloadScreenContext);

/**
 * Handlers that preload the screen `href` opens when the user shows the intent to open it (the pointer comes over its
 * link, or the keyboard focuses it), as first-rate admins do: the chunk and the data are on their way, often there,
 * by the time the click lands. Once per link and href: moving the pointer back and forth asks nothing more.
 */
export function usePreloadOnIntent(href: string): { onMouseEnter: () => void; onFocus: () => void } {
  const preload = usePreloadScreen();
  const preloaded = useRef<string | null>(null);
  const intent = () => {
    if (preloaded.current === href) return;
    preloaded.current = href;
    preload(href);
  };
  return { onMouseEnter: intent, onFocus: intent };
}
