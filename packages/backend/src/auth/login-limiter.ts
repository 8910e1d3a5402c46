import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { normalizeEmail } from './account-store';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;

/**
 * Counts failed logins per email (case-insensitive, whether or not the account exists). Once
 * {@link LOGIN_FAILURE_LIMIT} failures fall within the last minute, further attempts are refused until
 * the oldest of them is a minute old. Refused attempts are not counted, so waiting always helps.
 */
export class LoginLimiter {
  readonly #now: Clock;
  readonly #recent;
  readonly #insert;
  readonly #prune;
  readonly #clear;

  constructor(db: Db, now: Clock) {
    this.#now = now;
    this.#recent = db
      .prepare<[string, number, number], number>(
        'SELECT at FROM login_failures WHERE email = ? AND at > ? ORDER BY at DESC LIMIT ?',
      )
      .pluck();
    this.#insert = db.prepare('INSERT INTO login_failures (email, at) VALUES (?, ?)');
    this.#prune = db.prepare('DELETE FROM login_failures WHERE at <= ?');
    this.#clear = db.prepare('DELETE FROM login_failures WHERE email = ?');
  }

  /** Milliseconds until this email may try again; 0 when it may try now. */
  retryAfterMs(email: string): number {
    const now = this.#now();
    const times = this.#recent.all(normalizeEmail(email), now - LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURE_LIMIT);
    if (times.length < LOGIN_FAILURE_LIMIT) return 0;
    const oldestCounted = times[times.length - 1] ?? now;
    return Math.max(1, oldestCounted + LOGIN_FAILURE_WINDOW_MS - now);
  }

  recordFailure(email: string): void {
    const now = this.#now();
    this.#prune.run(now - LOGIN_FAILURE_WINDOW_MS);
    this.#insert.run(normalizeEmail(email), now);
  }

  /** Forgets the failures of an email after a successful login. */
  reset(email: string): void {
    this.#clear.run(normalizeEmail(email));
  }
}
