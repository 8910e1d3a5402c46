import Database from 'better-sqlite3';
import { type ApiError, conflict, insufficientStorage, serviceUnavailable } from '../http/errors';
import type { Db } from './database';

/** What a client is told to wait, in seconds, before sending again a write that found the database busy. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

export const DATABASE_BUSY_MESSAGE = 'The database is busy. Please try again in a moment.';
export const STORAGE_FULL_MESSAGE = 'The storage is full: nothing was saved.';
export const WRITE_CONFLICT_MESSAGE = 'This change conflicts with the stored data: nothing was saved.';

const isCode = (code: string, family: string): boolean => code === family || code.startsWith(`${family}_`);

/**
 * The answer to SQLite's refusal of a write, or undefined for any other error (a bug: 500): another connection
 * holding the database (busy, locked) 503 with `Retry-After`, the disk or the database's page limit full 507, a
 * constraint refusing the change 409. The one place these codes are read.
 */
function databaseFailure(error: unknown): ApiError | undefined {
  if (!(error instanceof Database.SqliteError)) return undefined;
  const { code } = error;
  if (isCode(code, 'SQLITE_BUSY') || isCode(code, 'SQLITE_LOCKED'))
    return serviceUnavailable(DATABASE_BUSY_MESSAGE, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
  if (code === 'SQLITE_FULL') return insufficientStorage(STORAGE_FULL_MESSAGE);
  if (isCode(code, 'SQLITE_CONSTRAINT')) return conflict(WRITE_CONFLICT_MESSAGE);
  return undefined;
}

/**
 * Runs `run` as one transaction of `db`: everything it writes commits together or not at all. Inside another
 * write it is a savepoint (better-sqlite3 nests them so): its throw undoes only its own part and reaches the outer
 * write, which undoes the rest unless it catches. SQLite's refusals leave as the answers {@link databaseFailure}
 * gives them. Both sides' audited writes (`content/audited-write.ts`, `erp/audited-write.ts`) are built on it;
 * nothing else but the migrations and the fixture loaders opens a transaction.
 */
export function writeTransaction<T>(db: Db, run: () => T): T {
  try {
    return db.transaction(run)();
  } catch (error) {
    throw databaseFailure(error) ?? error;
  }
}
