import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '@/lib/report-error';
import { RenderFailure } from './render-failure';

/** The router's error element: a screen (or its lazy chunk) failed. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return <RenderFailure />;
}
