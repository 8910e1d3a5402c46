import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of this feature, each loaded on demand as its own chunk. */
export const invoicesRoutes: RouteObject[] = [
  {
    path: paths.invoices.importShippingInvoices.path,
    lazy: () => import('./routes/import-shipping-invoices'),
  },
  {
    path: paths.invoices.importCommissionsCollections.path,
    lazy: () => import('./routes/import-commissions-collections'),
  },
  {
    path: paths.invoices.importCommissionsCollectionsV2.path,
    lazy: () => import('./routes/import-commissions-collections-v2'),
  },
  { path: paths.invoices.importInvoiceEurotax.path, lazy: () => import('./routes/import-invoice-eurotax') },
  { path: paths.invoices.importCostWarehouse.path, lazy: () => import('./routes/import-cost-warehouse') },
];
