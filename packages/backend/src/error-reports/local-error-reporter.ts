import type { components } from '@cellar/contract';
import type { ErrorReportInput } from '@cellar/validation';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import type { Clock } from '../http/clock';

/** Largest accepted request body: the fields at their limits, with room for JSON escapes. */
export const MAX_ERROR_REPORT_BYTES = 128 * 1024;

/** How many reports the admin's list shows at most, newest first. */
export const ERROR_REPORT_LIST_SIZE = 100;

/** The name the local implementation of the error-reporting service logs under. */
export const LOCAL_ERROR_REPORTER_NAME = 'local error reporter';

/** A report as kept in the local log and listed to the admin (`user` is null without a live session). */
export type StoredErrorReport = components['schemas']['ErrorReport'];

export interface ErrorReportContext {
  user?: string;
  requestId?: string;
}

/**
 * The local implementation of the error-reporting service (contract.md, "Things the reference backend
 * does locally"): a report is appended to the `error_reports` table and written as one log line under
 * the name {@link LOCAL_ERROR_REPORTER_NAME}; nothing leaves the machine.
 */
export class LocalErrorReporter {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #now: Clock;
  readonly #insert;
  readonly #list;
  readonly #count;

  constructor(db: Db, logger: Logger, now: Clock) {
    this.#db = db;
    this.#log = logger.child({ name: LOCAL_ERROR_REPORTER_NAME });
    this.#now = now;
    this.#insert = db.prepare<
      [string, string, string | null, string, string, string | null, string | null, string | null],
      StoredErrorReport
    >(
      `INSERT INTO error_reports (received_at, message, stack, url, user_agent, release, user, request_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    );
    this.#list = db.prepare<[number], StoredErrorReport>(
      'SELECT * FROM error_reports ORDER BY id DESC LIMIT ?',
    );
    this.#count = db.prepare<[], number>('SELECT count(*) FROM error_reports').pluck();
  }

  record(report: ErrorReportInput, context: ErrorReportContext = {}): StoredErrorReport {
    const stored = writeTransaction(
      this.#db,
      () =>
        this.#insert.get(
          new Date(this.#now()).toISOString(),
          report.message,
          report.stack ?? null,
          report.url,
          report.user_agent,
          report.release ?? null,
          context.user ?? null,
          context.requestId ?? null,
        ) as StoredErrorReport,
    );
    this.#log.warn(
      {
        errorReport: {
          id: stored.id,
          message: stored.message,
          url: stored.url,
          release: stored.release,
          user: stored.user,
        },
        requestId: stored.request_id ?? undefined,
      },
      'error report kept in the local log (no outside service is called)',
    );
    return stored;
  }

  /** The newest reports first, at most `size`, with the total kept. */
  list(size = ERROR_REPORT_LIST_SIZE): components['schemas']['ErrorReportList'] {
    return { items: this.#list.all(size), items_total: this.#count.get() ?? 0 };
  }
}
