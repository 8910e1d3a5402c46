import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const ordersRoutes: RouteObject[] = [
  { path: paths.orders.delays.path, lazy: () => import('./routes/delays') },
  { path: paths.orders.preparationGroup.path, lazy: () => import('./routes/preparation-group') },
  { path: paths.orders.edit.path, lazy: () => import('./routes/edit-order') },
  { path: paths.orders.multiOrderInvoice.list.path, lazy: () => import('./routes/multi-order-invoices') },
  { path: paths.orders.multiOrderInvoice.detail.path, lazy: () => import('./routes/multi-order-invoice') },
  {
    path: paths.orders.multiOrderInvoice.newOrder.path,
    lazy: () => import('./routes/multi-order-invoice-new-order'),
  },
];
