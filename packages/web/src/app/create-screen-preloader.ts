import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import type { EditorRegistry } from '@/lib/editor-registry';
import type { PreloadScreen, ScreenHandle } from '@/lib/use-preload-on-intent';

/**
 * The app's preloader (`usePreloadOnIntent`): the screens an href matches load their chunk (their route's `lazy`,
 * which the router calls again on the click and then finds done) and start their first reads (`handle.preload`).
 * `editors` gives the type editors' registrations, for a screen that shows an object.
 */
export function createScreenPreloader(
  routes: RouteObject[],
  queryClient: QueryClient,
  editors: () => Promise<EditorRegistry>,
): PreloadScreen {
  return (href) => {
    const url = new URL(href, window.location.origin);
    // A page outside the app (the old back-office) is no screen of ours.
    if (url.origin !== window.location.origin) return;
    for (const { route } of matchRoutes(routes, url.pathname) ?? []) {
      // A chunk that fails to load now is asked for again by the click, which shows the failure.
      if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
      (route.handle as ScreenHandle | undefined)?.preload?.({ queryClient, url, editors });
    }
  };
}
