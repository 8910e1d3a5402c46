import type { RouteObject } from 'react-router';
import type { ScreenHandle } from '@/lib/use-preload-on-intent';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const contentRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/content-page'),
    // Its preload is a small chunk of its own, beside the page's: the first page carries nothing of it.
    handle: {
      preload: (context) =>
        void import('./api/preload-object-page').then((m) => m.preloadObjectPage(context)),
    } satisfies ScreenHandle,
  },
];
