import { fail, ok, type Result } from '@cellar/validation';
import { z } from 'zod';

/** How many reports one Reporting API body may carry (browsers send a few at a time). */
export const MAX_CSP_REPORTS_PER_BODY = 100;

/** The longest text kept of each field; longer ones are cut, not refused: a real violation is never lost. */
export const CSP_FIELD_LIMITS = {
  url: 2000,
  directive: 100,
  disposition: 20,
  sample: 200,
  userAgent: 500,
} as const;

/** One violation, as both report formats come down to and the reporter keeps it. */
export interface CspViolation {
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  sourceFile: string;
  line: number;
  column: number;
  disposition: string;
  sample: string;
  /** The browser's, when the Reporting API names it; else the request's User-Agent is used. */
  userAgent?: string;
}

const count = z.number().int().nonnegative();
const optionalText = z.string().nullish();

/** `report-uri`'s body (`application/csp-report`). */
const reportUriSchema = z.object({
  'csp-report': z
    .object({
      'document-uri': z.string().min(1),
      'effective-directive': z.string().min(1).optional(),
      'violated-directive': z.string().min(1).optional(),
      'blocked-uri': optionalText,
      'source-file': optionalText,
      'line-number': count.optional(),
      'column-number': count.optional(),
      disposition: optionalText,
      'script-sample': optionalText,
    })
    .refine((report) => report['effective-directive'] ?? report['violated-directive'], {
      message: 'A CSP report names the directive it broke',
      path: ['effective-directive'],
    }),
});

/** The body of one `csp-violation` of a Reporting API batch. */
const violationBodySchema = z.object({
  documentURL: z.string().min(1),
  effectiveDirective: z.string().min(1),
  blockedURL: optionalText,
  sourceFile: optionalText,
  lineNumber: count.nullish(),
  columnNumber: count.nullish(),
  disposition: optionalText,
  sample: optionalText,
});

/** A Reporting API batch (`application/reports+json`): only its `csp-violation` reports are read. */
const reportingApiSchema = z
  .array(z.object({ type: z.string(), user_agent: z.string().optional(), body: z.unknown() }))
  .max(MAX_CSP_REPORTS_PER_BODY);

/** A URL without its query string and fragment: what was typed in a search or carried a token is not kept. */
const withoutQuery = (url: string): string => url.split(/[?#]/, 1)[0] ?? '';

const cut = (text: string | null | undefined, max: number): string => (text ?? '').slice(0, max);

const violation = (fields: {
  documentUrl: string;
  directive: string;
  blockedUrl?: string | null;
  sourceFile?: string | null;
  line?: number | null;
  column?: number | null;
  disposition?: string | null;
  sample?: string | null;
  userAgent?: string;
}): CspViolation => ({
  documentUrl: cut(withoutQuery(fields.documentUrl), CSP_FIELD_LIMITS.url),
  // `script-src-elem 'self'` in older report-uri bodies: the directive's name is what is kept.
  directive: cut(fields.directive.trim().split(/\s+/, 1)[0], CSP_FIELD_LIMITS.directive),
  blockedUrl: cut(withoutQuery(fields.blockedUrl ?? ''), CSP_FIELD_LIMITS.url),
  sourceFile: cut(withoutQuery(fields.sourceFile ?? ''), CSP_FIELD_LIMITS.url),
  line: fields.line ?? 0,
  column: fields.column ?? 0,
  disposition: cut(fields.disposition || 'enforce', CSP_FIELD_LIMITS.disposition),
  sample: cut(fields.sample, CSP_FIELD_LIMITS.sample),
  ...(fields.userAgent === undefined ? {} : { userAgent: cut(fields.userAgent, CSP_FIELD_LIMITS.userAgent) }),
});

const issuesOf = (error: z.ZodError, prefix = '') =>
  error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));

/**
 * The violations a browser's CSP report body holds, in either format: `report-uri`'s one `csp-report` object, or a
 * Reporting API list (its reports of other types are left out). A body of neither shape is refused with its issues.
 */
export function readCspReports(input: unknown): Result<CspViolation[]> {
  if (Array.isArray(input)) {
    const batch = reportingApiSchema.safeParse(input);
    if (!batch.success) return fail(...issuesOf(batch.error));
    const violations: CspViolation[] = [];
    for (const [index, report] of batch.data.entries()) {
      if (report.type !== 'csp-violation') continue;
      const body = violationBodySchema.safeParse(report.body);
      if (!body.success) return fail(...issuesOf(body.error, `${index}.body`));
      violations.push(
        violation({
          documentUrl: body.data.documentURL,
          directive: body.data.effectiveDirective,
          blockedUrl: body.data.blockedURL,
          sourceFile: body.data.sourceFile,
          line: body.data.lineNumber,
          column: body.data.columnNumber,
          disposition: body.data.disposition,
          sample: body.data.sample,
          userAgent: report.user_agent,
        }),
      );
    }
    return ok(violations);
  }
  const single = reportUriSchema.safeParse(input);
  if (!single.success) return fail(...issuesOf(single.error));
  const report = single.data['csp-report'];
  return ok([
    violation({
      documentUrl: report['document-uri'],
      directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
      blockedUrl: report['blocked-uri'],
      sourceFile: report['source-file'],
      line: report['line-number'],
      column: report['column-number'],
      disposition: report.disposition,
      sample: report['script-sample'],
    }),
  ]);
}
