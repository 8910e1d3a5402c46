import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { FullScreenLoading } from '@/components/ui/loading';
import { ADMIN_BASE } from '@/config/paths';
import { RequireSession } from '@/features/auth';
import { type PreloadScreen, PreloadScreenProvider } from '@/lib/use-preload-on-intent';
import { AppLayout } from './layout/app-layout';
import { screens } from './screens';

// The accessibility test walks the screens from here.
export { screens };

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
