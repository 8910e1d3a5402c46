import type { components } from '@cellar/contract';
import { formatInMadrid, LOCK_LEASE_MS } from '@cellar/validation';
import type { Account } from '../auth/account-store';
import type { SessionStore } from '../auth/session-store';
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
  /** The session that took or last renewed the lock; null for a lock taken before locks recorded it. */
  session_hash: string | null;
}

/** 409 Locked `Locked by {email} since {HH:mm}` (Madrid time), with the holder in `details`. */
export const lockedError = (holder: { email: string; since: number; expires_at: number }): ApiError =>
  new ApiError(409, 'Locked', `Locked by ${holder.email} since ${formatInMadrid(holder.since, 'HH:mm')}`, {
    locked_by: holder.email,
    since: new Date(holder.since).toISOString(),
    expires: new Date(holder.expires_at).toISOString(),
  });

/**
 * Editing locks: one holder per object, a 90 s lease renewed by each `@lock` of the holder. A lock lives while its
 * lease runs and the session that took or last renewed it lives: a session that ends (logged out from any client,
 * expired, revoked) leaves its locks to the next editor at once, rather than for the rest of their lease.
 */
export class LockStore {
  readonly #db: Db;
  readonly #now: Clock;
  readonly #sessions: Pick<SessionStore, 'findByHash'>;
  readonly #write: ContentWrite;

  constructor(db: Db, now: Clock, sessions: Pick<SessionStore, 'findByHash'>) {
    this.#db = db;
    this.#now = now;
    this.#sessions = sessions;
    this.#write = auditedWrite(db, now);
  }

  /** The live lock of an object (one whose lease ran out or whose session ended is free), or undefined. */
  holder(uid: string): LockRow | undefined {
    const row = this.#db
      .prepare<[string, number], LockRow>(
        `SELECT l.account_id, a.email, l.since, l.expires_at, l.session_hash
         FROM locks l JOIN accounts a ON a.id = l.account_id
         WHERE l.uid = ? AND l.expires_at > ?`,
      )
      .get(uid, this.#now());
    // The session store is the one judge of a live session: it also knows those the database has not taken yet.
    if (row?.session_hash && this.#sessions.findByHash(row.session_hash) === undefined) return undefined;
    return row;
  }

  /** 409 Locked when someone other than `account` holds a live lock on the object. */
  assertFree(uid: string, account: Account): void {
    const holder = this.holder(uid);
    if (holder && holder.account_id !== account.id) throw lockedError(holder);
  }

  /**
   * Takes or renews the lock for `account` in the session `sessionHash` (the request's, `AppEnv`'s `sessionHash`);
   * 409 Locked when someone else holds it. The holder's renewal from another of its sessions moves the lock there.
   */
  lock(row: ObjectRow, account: Account, sessionHash: string): LockInfo {
    const now = this.#now();
    // A lock is no change of the content: nothing is audited.
    return this.#write(() => {
      const holder = this.holder(row.uid);
      if (holder && holder.account_id !== account.id) throw lockedError(holder);
      const since = holder ? holder.since : now;
      const expires = now + LOCK_LEASE_MS;
      this.#db
        .prepare(
          `INSERT INTO locks (uid, account_id, since, expires_at, session_hash) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (uid) DO UPDATE SET account_id = excluded.account_id, since = excluded.since,
             expires_at = excluded.expires_at, session_hash = excluded.session_hash`,
        )
        .run(row.uid, account.id, since, expires, sessionHash);
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
