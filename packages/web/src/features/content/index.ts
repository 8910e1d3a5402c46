import type { RouteObject } from 'react-router';
import type { ScreenHandle } from '@/lib/use-preload-on-intent';
import { preloadObjectPage } from './api/preload-object-page';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const contentRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/content-page'),
    // Its preload is in the first page (a few hundred bytes): a page load asks for the object it opens as it starts,
    // not once a chunk has come. What it loads next (the tab's rules) is a chunk of its own.
    handle: { preload: preloadObjectPage } satisfies ScreenHandle,
  },
];
