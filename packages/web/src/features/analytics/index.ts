import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const analyticsRoutes: RouteObject[] = [
  { path: paths.analytics.path, lazy: () => import('./routes/analytics') },
];
