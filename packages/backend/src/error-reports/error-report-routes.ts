import { type ErrorReportInput, errorReportSchema, fail, ok, type Result } from '@cellar/validation';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AccountStore } from '../auth/account-store';
import { bearerToken } from '../auth/auth-routes';
import type { SessionStore } from '../auth/session-store';
import type { AppEnv } from '../http/app-env';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { type LocalErrorReporter, MAX_ERROR_REPORT_BYTES } from './local-error-reporter';

export const ERROR_REPORTS_ADMIN_ONLY_MESSAGE = 'Only administrators may read the error reports';
export const ERROR_REPORT_TOO_LARGE_MESSAGE = `The error report is larger than ${MAX_ERROR_REPORT_BYTES / 1024} KiB`;

/** The report's schema, its issues as zod words them: the reporter is a program, not a staff member. */
const readErrorReport = (input: unknown): Result<ErrorReportInput> => {
  const parsed = errorReportSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return fail(
    ...parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
};

export interface ErrorReportDeps {
  reporter: LocalErrorReporter;
  sessions: SessionStore;
  accounts: AccountStore;
  /** The middleware that puts the logged-in account on the context (`requireUser`). */
  requireUser: MiddlewareHandler<AppEnv>;
}

/**
 * `POST /api/error-reports` (the web app's render failures; a bearer is optional) and
 * `GET /api/error-reports` (admin only): the local error-reporting service.
 */
export function errorReportRoutes({
  reporter,
  sessions,
  accounts,
  requireUser,
}: ErrorReportDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/api/error-reports',
    bodyLimit({
      maxSize: MAX_ERROR_REPORT_BYTES,
      onError: () => {
        throw new ApiError(413, 'PayloadTooLarge', ERROR_REPORT_TOO_LARGE_MESSAGE);
      },
    }),
    async (c) => {
      const report = await parseBody(c, readErrorReport, 'Invalid error report');
      // A render failure may come just as the session expired: an unknown token still files the report,
      // only without a user.
      const token = bearerToken(c.req.header('authorization'));
      const session = token === undefined ? undefined : sessions.find(token);
      const account =
        session?.kind === 'user' && session.accountId !== null
          ? accounts.findById(session.accountId)
          : undefined;
      if (account) c.set('account', account);
      const stored = reporter.record(report, { user: account?.email, requestId: c.get('requestId') });
      return c.json({ id: stored.id }, 201);
    },
  );

  routes.get('/api/error-reports', requireUser, (c) => {
    const account = c.get('account');
    if (!account) throw unauthorized();
    if (account.role !== 'admin') throw forbidden(ERROR_REPORTS_ADMIN_ONLY_MESSAGE);
    c.header('Cache-Control', 'no-store');
    return c.json(reporter.list());
  });

  return routes;
}
