import type { components, paths } from '@cellar/contract';
import { ERROR_REPORT_LIMITS as REPORT_LIMITS } from '@cellar/validation';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { request } from './request';

export type ErrorReportRequest = components['schemas']['ErrorReportRequest'];

/** `send` cuts longer fields to these, so a long stack still arrives instead of being refused. */
export const ERROR_REPORT_LIMITS: Readonly<Record<keyof ErrorReportRequest, number>> = REPORT_LIMITS;

export const errorReportSchema = componentSchema(
  'ErrorReport',
  z.object({
    id: z.number().int(),
    received_at: z.string(),
    message: z.string(),
    stack: z.string().nullable(),
    url: z.string(),
    user_agent: z.string(),
    release: z.string().nullable(),
    user: z.string().nullable(),
    request_id: z.string().nullable(),
  }),
);
export type ErrorReport = z.infer<typeof errorReportSchema>;

const errorReportListSchema = componentSchema(
  'ErrorReportList',
  z.object({ items: z.array(errorReportSchema), items_total: z.number().int() }),
);
export type ErrorReportList = z.infer<typeof errorReportListSchema>;

const errorReportCreatedSchema = componentSchema('ErrorReportCreated', z.object({ id: z.number().int() }));

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

/**
 * The report with every field cut to its limit (a blank message becomes 'Unknown error'); `send` applies it.
 *
 * @example
 * fitErrorReport({ message: 'x'.repeat(5000), url, user_agent }).message.length; // 2000
 */
export function fitErrorReport(report: ErrorReportRequest): ErrorReportRequest {
  const fitted: ErrorReportRequest = {
    message: cut(
      report.message.trim() === '' ? 'Unknown error' : report.message,
      ERROR_REPORT_LIMITS.message,
    ),
    url: cut(report.url, ERROR_REPORT_LIMITS.url),
    user_agent: cut(report.user_agent, ERROR_REPORT_LIMITS.user_agent),
  };
  if (report.stack !== undefined) fitted.stack = cut(report.stack, ERROR_REPORT_LIMITS.stack);
  if (report.release !== undefined) fitted.release = cut(report.release, ERROR_REPORT_LIMITS.release);
  return fitted;
}

/** The error-reporting service (`/api/error-reports`); the reference backend keeps a local log. */
export function createErrorReportsApi(raw: Client<paths>) {
  return {
    /**
     * Files a failure of the web app; answers the id the service gave it. Fields longer than
     * {@link ERROR_REPORT_LIMITS} are cut. The session token goes along when there is one.
     *
     * @example
     * await client.errorReports.send({ message: error.message, stack: error.stack, url: location.href,
     *   user_agent: navigator.userAgent, release: '0.1.0+abc1234' });
     */
    send: async (report: ErrorReportRequest): Promise<number> => {
      const answer = await request('reportError', errorReportCreatedSchema, () =>
        raw.POST('/api/error-reports', { body: fitErrorReport(report) }),
      );
      return answer.id;
    },

    /**
     * The reports kept, newest first (at most 100). Admin only: others get 403.
     *
     * @example
     * const { items, items_total } = await client.errorReports.list();
     */
    list: (): Promise<ErrorReportList> =>
      request('listErrorReports', errorReportListSchema, () => raw.GET('/api/error-reports')),
  };
}

export type ErrorReportsApi = ReturnType<typeof createErrorReportsApi>;
