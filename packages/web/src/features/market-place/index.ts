import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const marketPlaceRoutes: RouteObject[] = [
  { path: paths.marketPlace.matchProducts.path, lazy: () => import('./routes/match-products') },
  { path: paths.marketPlace.editMatchs.path, lazy: () => import('./routes/edit-matchs') },
];
