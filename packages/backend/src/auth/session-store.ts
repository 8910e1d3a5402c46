import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';

export const ANONYMOUS_TOKEN_TTL_MS = 10 * 60_000;
export const USER_TOKEN_TTL_MS = 12 * 60 * 60_000;

export type SessionKind = 'anonymous' | 'user';

export interface Session {
  kind: SessionKind;
  accountId: number | null;
  expiresAt: number;
}

/** Only the sha256 of a token is stored, so a copy of the database does not hand out sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  readonly #now: Clock;
  readonly #insert;
  readonly #find;
  readonly #delete;
  readonly #purge;

  constructor(db: Db, now: Clock) {
    this.#now = now;
    this.#insert = db.prepare(
      'INSERT INTO sessions (token_hash, kind, account_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.#find = db.prepare<[string, number], Session>(
      `SELECT kind, account_id AS accountId, expires_at AS expiresAt
       FROM sessions WHERE token_hash = ? AND expires_at > ?`,
    );
    this.#delete = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
    this.#purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  }

  /** Issues a new opaque token (32 random bytes, base64url): anonymous for 10 min, user for 12 h. */
  issue(kind: 'anonymous'): string;
  issue(kind: 'user', accountId: number): string;
  issue(kind: SessionKind, accountId?: number): string {
    const now = this.#now();
    this.#purge.run(now);
    const token = randomBytes(32).toString('base64url');
    const ttl = kind === 'user' ? USER_TOKEN_TTL_MS : ANONYMOUS_TOKEN_TTL_MS;
    this.#insert.run(hashToken(token), kind, accountId ?? null, now, now + ttl);
    return token;
  }

  /** The live session of a token; undefined when the token is unknown, revoked or expired. */
  find(token: string): Session | undefined {
    return this.#find.get(hashToken(token), this.#now());
  }

  /** Revokes a token; answers whether it existed. */
  revoke(token: string): boolean {
    return this.#delete.run(hashToken(token)).changes > 0;
  }
}
