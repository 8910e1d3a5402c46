import { z } from 'zod';
import { formMessages } from './form-messages';

/**
 * Longest accepted field of an error report, in characters (the OpenAPI document's `maxLength`): the backend
 * refuses longer ones and the SDK cuts to them, so a long stack still arrives.
 */
export const ERROR_REPORT_LIMITS = {
  message: 2000,
  stack: 16_000,
  url: 2048,
  user_agent: 512,
  release: 100,
} as const;

const text = (field: string, max: number) => z.string().max(max, formMessages.maxLength(field, max));

/** A report of a failure of the web app (site-content-and-shell §8), as `POST /api/error-reports` takes it. */
export const errorReportSchema = z.object({
  message: text('message', ERROR_REPORT_LIMITS.message).trim().min(1, formMessages.required('message')),
  stack: text('stack', ERROR_REPORT_LIMITS.stack).optional(),
  url: text('URL', ERROR_REPORT_LIMITS.url).min(1, formMessages.required('URL')),
  user_agent: text('user agent', ERROR_REPORT_LIMITS.user_agent),
  release: text('release', ERROR_REPORT_LIMITS.release).optional(),
});
export type ErrorReportInput = z.infer<typeof errorReportSchema>;
