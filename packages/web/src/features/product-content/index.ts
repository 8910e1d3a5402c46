import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const productContentRoutes: RouteObject[] = [
  { path: paths.product.createContent.path, lazy: () => import('./routes/create-content') },
];
