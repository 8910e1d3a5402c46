import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { FullScreenLoading } from '@/components/ui/loading';
import { ADMIN_BASE, paths } from '@/config/paths';
import { analyticsRoutes } from '@/features/analytics';
import { RequireSession } from '@/features/auth';
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
import { type PreloadScreen, PreloadScreenProvider } from '@/lib/use-preload-on-intent';
import { AppLayout } from './layout/app-layout';

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

/** The router, with the app's preloader (`startApp`'s) for the links' intent. */
export function AppRouter({ preload }: { preload: PreloadScreen }) {
  const [router] = useState(createAppRouter);
  return (
    <PreloadScreenProvider preload={preload}>
      <RouterProvider router={router} />
    </PreloadScreenProvider>
  );
}
