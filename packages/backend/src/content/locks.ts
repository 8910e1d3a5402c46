import type { components } from '@cellar/contract';
import { formatInMadrid, LOCK_LEASE_MS } from '@cellar/validation';
import type { Account } from '../auth/account-store';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { ApiError } from '../http/errors';
import { auditedWrite, type ContentWrite } from './audited-write';
import type { ObjectRow } from './content-row';

/** A live lock, as `@lock` answers it (contract.md, "Concurrency"). */
export type LockInfo = components['schemas']['Lock'];

interface LockRow {
  account_id: number;
  email: string;
  since: number;
  expires_at: number;
}

/** 409 Locked `Locked by {email} since {HH:mm}` (Madrid time), with the holder in `details`. */
export const lockedError = (holder: { email: string; since: number; expires_at: number }): ApiError =>
  new ApiError(409, 'Locked', `Locked by ${holder.email} since ${formatInMadrid(holder.since, 'HH:mm')}`, {
    locked_by: holder.email,
    since: new Date(holder.since).toISOString(),
    expires: new Date(holder.expires_at).toISOString(),
  });

/** Editing locks: one holder per object, a 90 s lease renewed by each `@lock` of the holder. */
export class LockStore {
  readonly #db: Db;
  readonly #now: Clock;
  readonly #write: ContentWrite;

  constructor(db: Db, now: Clock) {
    this.#db = db;
    this.#now = now;
    this.#write = auditedWrite(db, now);
  }

  /** The live lock of an object (an expired one is free), or undefined. */
  holder(uid: string): LockRow | undefined {
    return this.#db
      .prepare<[string, number], LockRow>(
        `SELECT l.account_id, a.email, l.since, l.expires_at FROM locks l JOIN accounts a ON a.id = l.account_id
         WHERE l.uid = ? AND l.expires_at > ?`,
      )
      .get(uid, this.#now());
  }

  /** 409 Locked when someone other than `account` holds a live lock on the object. */
  assertFree(uid: string, account: Account): void {
    const holder = this.holder(uid);
    if (holder && holder.account_id !== account.id) throw lockedError(holder);
  }

  /** Takes or renews the lock; 409 Locked when someone else holds it. */
  lock(row: ObjectRow, account: Account): LockInfo {
    const now = this.#now();
    // A lock is no change of the content: nothing is audited.
    return this.#write(() => {
      const holder = this.holder(row.uid);
      if (holder && holder.account_id !== account.id) throw lockedError(holder);
      const since = holder ? holder.since : now;
      const expires = now + LOCK_LEASE_MS;
      this.#db
        .prepare(
          `INSERT INTO locks (uid, account_id, since, expires_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (uid) DO UPDATE SET account_id = excluded.account_id, since = excluded.since,
             expires_at = excluded.expires_at`,
        )
        .run(row.uid, account.id, since, expires);
      return {
        modification_date: row.modification_date,
        locked_by: account.email,
        since: new Date(since).toISOString(),
        expires: new Date(expires).toISOString(),
      };
    });
  }

  /**
   * Releases the caller's lock. Someone else's live lock: 409 Locked. No live lock at all: nothing to do
   * (leaving a page after the lease ran out is not an error).
   */
  unlock(row: ObjectRow, account: Account): void {
    this.#write(() => {
      const holder = this.holder(row.uid);
      if (holder && holder.account_id !== account.id) throw lockedError(holder);
      this.#db.prepare('DELETE FROM locks WHERE uid = ?').run(row.uid);
    });
  }
}
