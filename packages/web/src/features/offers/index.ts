import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const offersRoutes: RouteObject[] = [
  { path: paths.offers.path, lazy: () => import('./routes/offers') },
];
