import { messages } from '@cellar/validation';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/app-env';
import { CSP_REPORT_PATH } from '../http/content-security-policy';
import { ApiError, forbidden, tooManyRequests, unauthorized } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { readCspReports } from './csp-report-input';
import { type LocalCspReporter, MAX_CSP_REPORT_BYTES } from './local-csp-reporter';

const { cspReports: words } = messages;

export interface CspReportDeps {
  reporter: LocalCspReporter;
  /** The middleware that puts the logged-in account on the context (`requireUser`). */
  requireUser: MiddlewareHandler<AppEnv>;
}

/**
 * `POST /api/csp-reports`, where the admin's Content-Security-Policy sends its violations (`report-uri`,
 * `report-to`; no session, as browsers send none), and `GET /api/csp-reports` (admin only): the local CSP reporter.
 */
export function cspReportRoutes({ reporter, requireUser }: CspReportDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(
    CSP_REPORT_PATH,
    bodyLimit({
      maxSize: MAX_CSP_REPORT_BYTES,
      onError: () => {
        throw new ApiError(413, 'PayloadTooLarge', words.tooLarge(MAX_CSP_REPORT_BYTES / 1024));
      },
    }),
    async (c) => {
      const violations = await parseBody(c, readCspReports, words.invalid);
      const outcome = reporter.record(violations, c.req.header('user-agent'));
      if (outcome.refused > 0) throw tooManyRequests(words.tooMany, outcome.retryAfterMs);
      return c.body(null, 204);
    },
  );

  routes.get(CSP_REPORT_PATH, requireUser, (c) => {
    const account = c.get('account');
    if (!account) throw unauthorized();
    if (account.role !== 'admin') throw forbidden(words.adminOnly);
    c.header('Cache-Control', 'no-store');
    return c.json(reporter.list());
  });

  return routes;
}
