import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportError } from '@/lib/report-error';
import { RenderFailure } from './render-failure';

/** Catches what escapes the router (providers, layout): the whole page becomes the failure page. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={RenderFailure} onError={(error, info) => reportError(error, info)}>
      {children}
    </ErrorBoundary>
  );
}
