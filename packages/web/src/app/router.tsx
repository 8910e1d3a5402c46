import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { FullScreenLoading } from '../components/ui/loading';
import { ADMIN_BASE, paths } from '../config/paths';
import { RequireSession } from '../features/auth';
import { AppLayout } from './layout/app-layout';

/** Every screen under /-admin; each is lazy so it ships as its own chunk. */
const screens: RouteObject[] = [
  { index: true, lazy: () => import('../features/content/routes/content-page') },
  { path: paths.opinions.path, lazy: () => import('../features/opinions/routes/opinions') },
  { path: paths.offers.path, lazy: () => import('../features/offers/routes/offers') },
  {
    path: paths.freeShippingRates.path,
    lazy: () => import('../features/free-shipping-rates/routes/free-shipping-rates'),
  },
  { path: paths.users.path, lazy: () => import('../features/users/routes/users') },
  {
    path: paths.marketPlace.matchProducts.path,
    lazy: () => import('../features/market-place/routes/match-products'),
  },
  {
    path: paths.marketPlace.editMatchs.path,
    lazy: () => import('../features/market-place/routes/edit-matchs'),
  },
  { path: paths.orders.delays.path, lazy: () => import('../features/orders/routes/delays') },
  {
    path: paths.orders.preparationGroup.path,
    lazy: () => import('../features/orders/routes/preparation-group'),
  },
  { path: paths.orders.edit.path, lazy: () => import('../features/orders/routes/edit-order') },
  {
    path: paths.orders.multiOrderInvoice.list.path,
    lazy: () => import('../features/orders/routes/multi-order-invoices'),
  },
  {
    path: paths.orders.multiOrderInvoice.detail.path,
    lazy: () => import('../features/orders/routes/multi-order-invoice'),
  },
  {
    path: paths.orders.multiOrderInvoice.newOrder.path,
    lazy: () => import('../features/orders/routes/multi-order-invoice-new-order'),
  },
  {
    path: paths.invoices.importShippingInvoices.path,
    lazy: () => import('../features/invoices/routes/import-shipping-invoices'),
  },
  {
    path: paths.invoices.importCommissionsCollections.path,
    lazy: () => import('../features/invoices/routes/import-commissions-collections'),
  },
  {
    path: paths.invoices.importCommissionsCollectionsV2.path,
    lazy: () => import('../features/invoices/routes/import-commissions-collections-v2'),
  },
  {
    path: paths.invoices.importInvoiceEurotax.path,
    lazy: () => import('../features/invoices/routes/import-invoice-eurotax'),
  },
  {
    path: paths.invoices.importCostWarehouse.path,
    lazy: () => import('../features/invoices/routes/import-cost-warehouse'),
  },
  {
    path: paths.contentAi.contentGenerated.path,
    lazy: () => import('../features/content-ai/routes/content-generated'),
  },
  {
    path: paths.contentAi.addNewContent.path,
    lazy: () => import('../features/content-ai/routes/add-new-content'),
  },
  {
    path: paths.contentAi.editContent.path,
    lazy: () => import('../features/content-ai/routes/edit-content'),
  },
  {
    path: paths.product.createContent.path,
    lazy: () => import('../features/product-content/routes/create-content'),
  },
  { path: paths.analytics.path, lazy: () => import('../features/analytics/routes/analytics') },
  { path: paths.customers.a.path, lazy: () => import('../features/customers/routes/customers-a') },
  { path: paths.customers.b.path, lazy: () => import('../features/customers/routes/customers-b') },
  { path: paths.customers.rest.path, lazy: () => import('../features/customers/routes/customers-rest') },
  { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
];

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: FullScreenLoading,
        // The inner boundary keeps the sidebar when a screen fails.
        children: [{ ErrorBoundary: RouteErrorBoundary, children: screens }],
      },
    ],
    // With the trailing slash the index route reads `/-admin/?path=...`, as the sidebar writes it.
    { basename: ADMIN_BASE },
  );
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
