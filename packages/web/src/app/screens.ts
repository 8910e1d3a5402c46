import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { analyticsRoutes } from '@/features/analytics';
import { contentRoutes } from '@/features/content';
import { contentAiRoutes } from '@/features/content-ai';
import { customersRoutes } from '@/features/customers';
import { freeShippingRatesRoutes } from '@/features/free-shipping-rates';
import { invoicesRoutes } from '@/features/invoices';
import { marketPlaceRoutes } from '@/features/market-place';
import { offersRoutes } from '@/features/offers';
import { opinionsRoutes } from '@/features/opinions';
import { ordersRoutes } from '@/features/orders';
import { productContentRoutes } from '@/features/product-content';
import { usersRoutes } from '@/features/users';

/** Every screen under /-admin; each feature lists its own, lazy so each screen ships as its own chunk. */
export const screens: RouteObject[] = [
  ...contentRoutes,
  ...opinionsRoutes,
  ...offersRoutes,
  ...freeShippingRatesRoutes,
  ...usersRoutes,
  ...marketPlaceRoutes,
  ...ordersRoutes,
  ...invoicesRoutes,
  ...contentAiRoutes,
  ...productContentRoutes,
  ...analyticsRoutes,
  ...customersRoutes,
  { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
];
