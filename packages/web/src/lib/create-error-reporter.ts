import type { ErrorReportRequest } from '@cellar/sdk';

/** Where render failures go (site-content-and-shell §8): the one interface of the error-reporting service. */
export interface ErrorReporter {
  /** Logs the failure to the console and, except on localhost, sends it. Never throws. */
  report(error: unknown, context?: unknown): void;
}

export interface ErrorReporterOptions {
  /** The page's location, read at each report (the SPA changes `href` as it navigates). */
  location: { readonly hostname: string; readonly href: string };
  userAgent: string;
  /** The version of the admin that is running; undefined when it cannot be told. */
  release: () => string | undefined | Promise<string | undefined>;
  /** Sends one report to the error-reporting service (the SDK's `errorReports.send`). */
  send: (report: ErrorReportRequest) => Promise<unknown>;
  /** Default `console.error`. */
  log?: (...args: unknown[]) => void;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether a page hostname is this machine: nothing is reported from there (§8, contract.md). */
export const isLocalHostname = (hostname: string): boolean => {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return LOCAL_HOSTNAMES.has(name) || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name);
};

const describe = (value: unknown): string => {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
};

/** Message and stack of whatever was thrown, with React's component stack after the error's own. */
function reportOf(error: unknown, context: unknown): Pick<ErrorReportRequest, 'message' | 'stack'> {
  const isError = error instanceof Error;
  const message = isError ? `${error.name}: ${error.message}` : describe(error);
  const componentStack = (context as { componentStack?: unknown } | null | undefined)?.componentStack;
  const stacks = [
    isError ? error.stack : undefined,
    typeof componentStack === 'string' ? componentStack : undefined,
  ]
    .filter((stack): stack is string => stack !== undefined && stack.trim() !== '')
    .join('\n\nComponent stack:');
  return stacks === '' ? { message } : { message, stack: stacks };
}

/**
 * The error reporter of the admin. The reference setup's service is the backend's local log
 * (`POST /api/error-reports`); from localhost nothing is sent, the console has it all.
 *
 * @example
 * const reporter = createErrorReporter({ location: window.location, userAgent: navigator.userAgent,
 *   release: loadedAdminVersion, send: (report) => apiClient.errorReports.send(report) });
 * reporter.report(error, info);
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const log = options.log ?? ((...args: unknown[]) => console.error(...args));
  // One failure, one report: the same failure at the same address (a boundary drawn again, a route whose code
  // is asked for again) is logged each time but sent once.
  const sent = new Set<string>();
  const send = async (error: unknown, context: unknown) => {
    const { hostname, href } = options.location;
    if (isLocalHostname(hostname)) return;
    const report = reportOf(error, context);
    const key = `${href}\n${report.message}`;
    if (sent.has(key)) return;
    sent.add(key);
    try {
      const release = await options.release();
      await options.send({
        ...report,
        url: href,
        user_agent: options.userAgent,
        ...(release === undefined ? {} : { release }),
      });
    } catch (error) {
      // Not sent: the next time it happens it is tried again.
      sent.delete(key);
      throw error;
    }
  };
  return {
    report(error, context) {
      try {
        log('Render failure', error, context);
      } catch {
        // A console that throws must not turn one failure into two.
      }
      send(error, context).catch((sendError: unknown) => {
        try {
          log('The error report could not be sent', sendError);
        } catch {
          // Nothing more to do: reporting never throws.
        }
      });
    },
  };
}
