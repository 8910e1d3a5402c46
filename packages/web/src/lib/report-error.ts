import { apiClient } from './api-client';
import { createErrorReporter, type ErrorReporter } from './create-error-reporter';
import { fetchAdminVersion, loadedAdminVersion } from './fetch-admin-version';

let reporter: ErrorReporter | undefined;

/**
 * Reports a render failure (site-content-and-shell §8): to the console always, and to the
 * error-reporting service (through the SDK, the backend's local log in the reference setup) except when
 * the page runs on localhost.
 */
export function reportError(error: unknown, context?: unknown): void {
  reporter ??= createErrorReporter({
    location: window.location,
    userAgent: navigator.userAgent,
    release: async () => loadedAdminVersion() ?? (await fetchAdminVersion().catch(() => undefined)),
    send: (report) => apiClient.errorReports.send(report),
  });
  reporter.report(error, context);
}
