import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const customersRoutes: RouteObject[] = [
  { path: paths.customers.a.path, lazy: () => import('./routes/customers-a') },
  { path: paths.customers.b.path, lazy: () => import('./routes/customers-b') },
  { path: paths.customers.rest.path, lazy: () => import('./routes/customers-rest') },
];
