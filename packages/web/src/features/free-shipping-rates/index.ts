import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const freeShippingRatesRoutes: RouteObject[] = [
  { path: paths.freeShippingRates.path, lazy: () => import('./routes/free-shipping-rates') },
];
