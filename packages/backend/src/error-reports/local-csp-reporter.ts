import type { components } from '@cellar/contract';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import type { Clock } from '../http/clock';
import { CSP_FIELD_LIMITS, type CspViolation } from './csp-report-input';
import { ERROR_REPORT_LIST_SIZE } from './local-error-reporter';

/** Largest accepted request body: a Reporting API batch of a few reports, with room to spare. */
export const MAX_CSP_REPORT_BYTES = 64 * 1024;

/** How many distinct violations are kept; past it the least recently seen one goes. */
export const CSP_REPORTS_KEPT = 1000;

/** How many violations not seen before may be kept in a minute; known ones are always counted. */
export const CSP_NEW_REPORTS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/** The name the local CSP reporter logs under. */
export const LOCAL_CSP_REPORTER_NAME = 'local csp reporter';

export type StoredCspReport = components['schemas']['CspReport'];

/** What `record` did with a body's violations: counted or kept, and how many new ones the rate refused. */
export interface CspRecordOutcome {
  counted: number;
  kept: number;
  refused: number;
  /** Milliseconds until a refused violation may be sent again. */
  retryAfterMs: number;
}

/**
 * Keeps the admin's CSP violations as the local error reporter keeps render failures (a table, a log line, nothing
 * leaves the machine), bounded for a sender who needs no session: a violation seen before only counts (one row per
 * page, directive, blocked resource and place, so repeats cannot drown a new one), at most
 * {@link CSP_NEW_REPORTS_PER_MINUTE} new ones a minute are kept, at most {@link CSP_REPORTS_KEPT} in all (the least
 * recently seen go first), and a log line is written for a new one only.
 */
export class LocalCspReporter {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #now: Clock;
  #windowStart = Number.NEGATIVE_INFINITY;
  #newInWindow = 0;

  constructor(db: Db, logger: Logger, now: Clock) {
    this.#db = db;
    this.#log = logger.child({ name: LOCAL_CSP_REPORTER_NAME });
    this.#now = now;
  }

  /** Counts the violations already kept and keeps the new ones the rate allows, in one transaction. */
  record(violations: readonly CspViolation[], requestUserAgent = ''): CspRecordOutcome {
    const now = this.#now();
    if (now - this.#windowStart >= MINUTE_MS) {
      this.#windowStart = now;
      this.#newInWindow = 0;
    }
    const at = new Date(now).toISOString();
    const outcome: CspRecordOutcome = { counted: 0, kept: 0, refused: 0, retryAfterMs: 0 };
    const added: StoredCspReport[] = [];
    writeTransaction(this.#db, () => {
      for (const violation of violations) {
        const userAgent = (violation.userAgent ?? requestUserAgent).slice(0, CSP_FIELD_LIMITS.userAgent);
        const key = [
          violation.documentUrl,
          violation.directive,
          violation.blockedUrl,
          violation.sourceFile,
          violation.line,
          violation.column,
          violation.disposition,
        ];
        const seen = this.#db
          .prepare(
            `UPDATE csp_reports SET count = count + 1, last_seen = ?, user_agent = ?
             WHERE document_url = ? AND directive = ? AND blocked_url = ? AND source_file = ? AND line = ?
               AND column = ? AND disposition = ?`,
          )
          .run(at, userAgent, ...key);
        if (seen.changes > 0) {
          outcome.counted += 1;
          continue;
        }
        if (this.#newInWindow >= CSP_NEW_REPORTS_PER_MINUTE) {
          outcome.refused += 1;
          continue;
        }
        this.#newInWindow += 1;
        outcome.kept += 1;
        added.push(
          this.#db
            .prepare<unknown[], StoredCspReport>(
              `INSERT INTO csp_reports (first_seen, last_seen, count, document_url, directive, blocked_url,
                 source_file, line, column, disposition, sample, user_agent)
               VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
            )
            .get(at, at, ...key, violation.sample, userAgent) as StoredCspReport,
        );
      }
      if (outcome.kept > 0)
        this.#db
          .prepare(
            `DELETE FROM csp_reports WHERE id NOT IN
               (SELECT id FROM csp_reports ORDER BY last_seen DESC, id DESC LIMIT ?)`,
          )
          .run(CSP_REPORTS_KEPT);
    });
    if (outcome.refused > 0) outcome.retryAfterMs = Math.max(1, this.#windowStart + MINUTE_MS - now);
    for (const report of added)
      this.#log.warn(
        {
          cspReport: {
            id: report.id,
            document_url: report.document_url,
            directive: report.directive,
            blocked_url: report.blocked_url,
            source_file: report.source_file,
            line: report.line,
          },
        },
        'CSP violation kept in the local log (no outside service is called)',
      );
    return outcome;
  }

  /** The violations most recently seen first, at most `size`, with how many are kept. */
  list(size = ERROR_REPORT_LIST_SIZE): components['schemas']['CspReportList'] {
    return {
      items: this.#db
        .prepare<[number], StoredCspReport>(
          'SELECT * FROM csp_reports ORDER BY last_seen DESC, id DESC LIMIT ?',
        )
        .all(size),
      items_total: this.#db.prepare<[], number>('SELECT count(*) FROM csp_reports').pluck().get() ?? 0,
    };
  }
}
