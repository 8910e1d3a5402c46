import type { RouteObject } from 'react-router';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const contentRoutes: RouteObject[] = [{ index: true, lazy: () => import('./routes/content-page') }];
