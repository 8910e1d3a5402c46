import Database from 'better-sqlite3';
import { ApiError, conflict, insufficientStorage, serviceUnavailable } from '../http/errors';
import type { Db } from './database';

/** What a client is told to wait, in seconds, before sending again a write that found the database busy. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

export const DATABASE_BUSY_MESSAGE = 'The database is busy. Please try again in a moment.';
export const STORAGE_FULL_MESSAGE = 'The storage is full: nothing was saved.';
export const WRITE_CONFLICT_MESSAGE = 'This change conflicts with the stored data: nothing was saved.';

const isCode = (code: string, family: string): boolean => code === family || code.startsWith(`${family}_`);

/** Node's codes for a write the file system refused for want of room: the disk, or the user's quota. */
const FILE_SYSTEM_FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * The answer to a refused write, or undefined for any other error (a bug: 500): another connection holding the
 * database (busy, locked) 503 with `Retry-After`; the disk, the database's page limit or a file's disk full 507; a
 * constraint refusing the change 409. The one place SQLite's and the file system's codes are read: the stored
 * files (`files/file-store.ts`) answer through it too.
 */
export function storageFailure(error: unknown): ApiError | undefined {
  if (!(error instanceof Database.SqliteError)) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    return error instanceof Error && code !== undefined && FILE_SYSTEM_FULL.has(code)
      ? insufficientStorage(STORAGE_FULL_MESSAGE)
      : undefined;
  }
  const { code } = error;
  if (isCode(code, 'SQLITE_BUSY') || isCode(code, 'SQLITE_LOCKED'))
    return serviceUnavailable(DATABASE_BUSY_MESSAGE, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
  if (code === 'SQLITE_FULL') return insufficientStorage(STORAGE_FULL_MESSAGE);
  if (isCode(code, 'SQLITE_CONSTRAINT')) return conflict(WRITE_CONFLICT_MESSAGE);
  return undefined;
}

/**
 * Runs `run` as one transaction of `db`: everything it writes commits together or not at all. The transaction
 * takes the write lock as it begins (`BEGIN IMMEDIATE`), so a write that finds another connection holding it waits
 * up to the database's busy timeout (`openDatabase`) before it is refused; a deferred one, taking the lock at its
 * first write after it has read, would be refused at once. Inside another write it is a savepoint (better-sqlite3
 * nests them so): its throw undoes only its own part and reaches the outer write, which undoes the rest unless it
 * catches. SQLite's refusals leave as the answers {@link storageFailure} gives them. Both sides' audited writes
 * (`content/audited-write.ts`, `erp/audited-write.ts`) and the sessions are built on it; nothing else but the
 * migrations and the fixture loaders opens a transaction.
 */
export function writeTransaction<T>(db: Db, run: () => T): T {
  try {
    return db.transaction(run).immediate();
  } catch (error) {
    throw storageFailure(error) ?? error;
  }
}

/**
 * Runs `run` as {@link writeTransaction} does, but only if the database takes the write at once: answers false,
 * having written nothing, when another connection holds the write lock or the storage is full, instead of waiting
 * or refusing. For a write its caller can keep in memory and send again later (a session issued at login), so that
 * nobody waits on the lock for it.
 */
export function writeTransactionNow(db: Db, run: () => void): boolean {
  const busyTimeout = Number(db.pragma('busy_timeout', { simple: true }));
  db.pragma('busy_timeout = 0');
  try {
    writeTransaction(db, run);
    return true;
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.type === 'ServiceUnavailable' || error.type === 'InsufficientStorage')
    )
      return false;
    throw error;
  } finally {
    db.pragma(`busy_timeout = ${busyTimeout}`);
  }
}
