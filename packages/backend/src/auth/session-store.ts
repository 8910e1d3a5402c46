import { createHash, randomBytes } from 'node:crypto';
import { setBounded } from '../bounded-map';
import type { Db } from '../db/database';
import { GenerationCache } from '../db/generation-cache';
import { BUSY_RETRY_AFTER_SECONDS, writeTransaction, writeTransactionNow } from '../db/write-transaction';
import type { Clock } from '../http/clock';

export const ANONYMOUS_TOKEN_TTL_MS = 10 * 60_000;
export const USER_TOKEN_TTL_MS = 12 * 60 * 60_000;

/**
 * How many live anonymous tokens are kept at most: past it, the oldest is forgotten (its login answers 401 and the
 * client asks for a new one), so a flood of `get_token` calls cannot grow the memory without bound.
 */
export const MAX_ANONYMOUS_TOKENS = 100_000;

export type SessionKind = 'anonymous' | 'user';

export interface Session {
  kind: SessionKind;
  accountId: number | null;
  expiresAt: number;
  /** The sha256 of its token ({@link hashToken}): what an editing lock records as its holder's session. */
  tokenHash: string;
}

/** A user session not yet in the database. */
interface UnsavedSession extends Omit<Session, 'tokenHash'> {
  createdAt: number;
}

/** Only the sha256 of a token is stored, so a copy of the database does not hand out sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const newToken = (): string => randomBytes(32).toString('base64url');

/** How many tokens' hashes a store remembers: the sessions in use at once, with room to spare. */
const REMEMBERED_HASHES = 1024;

/**
 * The session tokens. Handing one out never waits on the database's write lock, so logging in works while another
 * connection holds it or the disk is full: an anonymous token (the bearer of the login call, 10 minutes) lives in
 * memory only, and a user session (12 hours) is written at once when the database takes the write, else kept in
 * memory and written by a retry every {@link BUSY_RETRY_AFTER_SECONDS} s (a crash before then asks that user to
 * log in again).
 */
export class SessionStore {
  readonly #db: Db;
  readonly #now: Clock;
  readonly #maxAnonymous: number;
  /** Token hash → expiry, oldest first (one lifetime for all, so also the first to expire). */
  readonly #anonymous = new Map<string, number>();
  /** Token hash → user session the database has not taken yet. */
  readonly #unsaved = new Map<string, UnsavedSession>();
  /** Token → its hash, for the tokens seen last: every request hashes its bearer token, the same one again and again. */
  readonly #hashes = new Map<string, string>();
  #retry: NodeJS.Timeout | undefined;
  readonly #insert;
  readonly #find;
  readonly #saved: GenerationCache<Session | undefined>;
  readonly #delete;
  readonly #purge;

  constructor(db: Db, now: Clock, { maxAnonymousTokens = MAX_ANONYMOUS_TOKENS } = {}) {
    this.#db = db;
    this.#now = now;
    this.#maxAnonymous = maxAnonymousTokens;
    this.#insert = db.prepare(
      'INSERT INTO sessions (token_hash, kind, account_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.#find = db.prepare<[string], Session>(
      `SELECT kind, account_id AS accountId, expires_at AS expiresAt, token_hash AS tokenHash
       FROM sessions WHERE token_hash = ?`,
    );
    this.#saved = new GenerationCache(db);
    this.#delete = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
    this.#purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  }

  /** Issues a new opaque token (32 random bytes, base64url): anonymous for 10 min, user for 12 h. */
  issue(kind: 'anonymous'): string;
  issue(kind: 'user', accountId: number): string;
  issue(kind: SessionKind, accountId?: number): string {
    const now = this.#now();
    const token = newToken();
    const hash = hashToken(token);
    if (kind === 'anonymous') {
      this.#forgetExpiredAnonymous(now);
      setBounded(this.#anonymous, hash, now + ANONYMOUS_TOKEN_TTL_MS, this.#maxAnonymous);
      return token;
    }
    this.#unsaved.set(hash, {
      kind,
      accountId: accountId ?? null,
      createdAt: now,
      expiresAt: now + USER_TOKEN_TTL_MS,
    });
    this.save();
    return token;
  }

  /** The live session of a token; undefined when the token is unknown, revoked or expired. */
  find(token: string): Session | undefined {
    let hash = this.#hashes.get(token);
    if (hash === undefined) {
      hash = hashToken(token);
      setBounded(this.#hashes, token, hash, REMEMBERED_HASHES);
    }
    return this.findByHash(hash);
  }

  /** The live session whose token hashes to `tokenHash` ({@link Session.tokenHash}); undefined once it has ended. */
  findByHash(tokenHash: string): Session | undefined {
    const now = this.#now();
    const anonymousUntil = this.#anonymous.get(tokenHash);
    if (anonymousUntil !== undefined)
      return anonymousUntil > now
        ? { kind: 'anonymous', accountId: null, expiresAt: anonymousUntil, tokenHash }
        : undefined;
    const unsaved = this.#unsaved.get(tokenHash);
    if (unsaved !== undefined) {
      const { kind, accountId, expiresAt } = unsaved;
      return expiresAt > now ? { kind, accountId, expiresAt, tokenHash } : undefined;
    }
    // Every request of a session asks for it: read once until the sessions (or anything else) are written.
    const saved = this.#saved.get(tokenHash, () => this.#find.get(tokenHash));
    return saved !== undefined && saved.expiresAt > now ? { ...saved } : undefined;
  }

  /** Revokes a token; answers whether it existed. A saved user session is deleted as any write is (503 when busy). */
  revoke(token: string): boolean {
    const hash = hashToken(token);
    if (this.#anonymous.delete(hash) || this.#unsaved.delete(hash)) return true;
    return writeTransaction(this.#db, () => this.#delete.run(hash).changes > 0);
  }

  /**
   * Writes the user sessions not yet saved, and forgets the expired ones, if the database takes the write at once;
   * else tries again in {@link BUSY_RETRY_AFTER_SECONDS} s. Answers whether every session is saved.
   */
  save(): boolean {
    if (this.#unsaved.size === 0) return true;
    if (!this.#db.open) return false;
    const now = this.#now();
    const saved = writeTransactionNow(this.#db, () => {
      this.#purge.run(now);
      for (const [hash, session] of this.#unsaved)
        if (session.expiresAt > now)
          this.#insert.run(hash, session.kind, session.accountId, session.createdAt, session.expiresAt);
    });
    if (saved) this.#unsaved.clear();
    else
      this.#retry ??= setTimeout(() => {
        this.#retry = undefined;
        this.save();
      }, BUSY_RETRY_AFTER_SECONDS * 1000).unref();
    return saved;
  }

  #forgetExpiredAnonymous(now: number): void {
    for (const [hash, expiresAt] of this.#anonymous) {
      if (expiresAt > now) return;
      this.#anonymous.delete(hash);
    }
  }
}
