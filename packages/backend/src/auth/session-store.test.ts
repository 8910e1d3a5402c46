import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { emptyDir, holdWriteLock } from '../test-support';
import {
  ANONYMOUS_TOKEN_TTL_MS,
  hashToken,
  MAX_ANONYMOUS_TOKENS,
  SessionStore,
  USER_TOKEN_TTL_MS,
} from './session-store';

const opened: Db[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
});

/** A store over a database file with one account, a clock the test moves, and the file for a second connection. */
const stage = () => {
  const dir = emptyDir();
  const db = openDatabase(dir, { busyTimeoutMs: 5000 });
  opened.push(db);
  db.prepare(
    "INSERT INTO accounts (id, email, role, password_hash) VALUES (1, 'a@example.com', 'admin', 'x')",
  ).run();
  let now = Date.UTC(2025, 0, 15, 9);
  const clock = () => now;
  return {
    db,
    file: join(dir, 'cellar.sqlite'),
    store: new SessionStore(db, clock),
    clock,
    advance: (ms: number) => {
      now += ms;
    },
    rows: () => db.prepare<[], number>('SELECT count(*) FROM sessions').pluck().get(),
  };
};

/** Runs `during` while another connection holds the database's write lock. */
const withWriteLockHeld = <T>(file: string, during: () => T): T => {
  const release = holdWriteLock(file);
  try {
    return during();
  } finally {
    release();
  }
};

describe('SessionStore', () => {
  it('keeps anonymous tokens in memory for 10 minutes, never in the database', () => {
    const { store, advance, rows } = stage();
    const token = store.issue('anonymous');
    expect(rows()).toBe(0);
    advance(ANONYMOUS_TOKEN_TTL_MS - 1);
    expect(store.find(token)).toMatchObject({ kind: 'anonymous', accountId: null });
    advance(1);
    expect(store.find(token)).toBeUndefined();
  });

  it('finds a session by its token hash as by its token, saved or not, until it ends', () => {
    const { store, file, advance } = stage();
    const saved = store.issue('user', 1);
    const unsaved = withWriteLockHeld(file, () => store.issue('user', 1));
    for (const token of [saved, unsaved]) {
      const session = store.find(token);
      expect(session).toMatchObject({ kind: 'user', accountId: 1, tokenHash: hashToken(token) });
      expect(store.findByHash(hashToken(token))).toEqual(session);
    }
    store.revoke(saved);
    expect(store.findByHash(hashToken(saved))).toBeUndefined();
    advance(USER_TOKEN_TTL_MS);
    expect(store.findByHash(hashToken(unsaved))).toBeUndefined();
  });

  it('finds a session by its token however many other tokens were asked about, and not once revoked', () => {
    const { store } = stage();
    const token = store.issue('user', 1);
    expect(store.find(token)).toMatchObject({ accountId: 1 });
    for (let i = 0; i < 3000; i++) expect(store.find(`unknown-${i}`)).toBeUndefined();
    expect(store.find(token)).toMatchObject({ accountId: 1, tokenHash: hashToken(token) });
    store.revoke(token);
    expect(store.find(token)).toBeUndefined();
  });

  it(`keeps at most ${MAX_ANONYMOUS_TOKENS} anonymous tokens (or as told), forgetting the oldest first`, () => {
    const { db, clock } = stage();
    const store = new SessionStore(db, clock, { maxAnonymousTokens: 3 });
    const first = store.issue('anonymous');
    const second = store.issue('anonymous');
    store.issue('anonymous');
    expect(store.find(first)).toBeDefined();
    store.issue('anonymous');
    expect(store.find(first)).toBeUndefined();
    expect(store.find(second)).toBeDefined();
  });

  it('hands out a user session at once while another connection holds the write lock, and saves it after', () => {
    const { db, file, store, clock, rows } = stage();
    const started = performance.now();
    const token = withWriteLockHeld(file, () => {
      const issued = store.issue('user', 1);
      expect(store.find(issued)).toMatchObject({ kind: 'user', accountId: 1 });
      return issued;
    });
    // The busy timeout is 5 s: the session did not wait for the lock.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rows()).toBe(0);
    expect(store.save()).toBe(true);
    expect(rows()).toBe(1);
    // Saved: a restart (a new store over the same database) still knows it.
    expect(new SessionStore(db, clock).find(token)).toMatchObject({ kind: 'user', accountId: 1 });
  });

  it('hands out a user session while the storage is full, and saves it once there is room', () => {
    const { db, store, rows } = stage();
    const pages = db.pragma('page_count', { simple: true });
    db.pragma(`max_page_count = ${pages}`);
    const tokens = Array.from({ length: 200 }, () => store.issue('user', 1));
    for (const token of tokens) expect(store.find(token)).toBeDefined();
    expect(rows()).toBeLessThan(200);
    db.pragma('max_page_count = 1073741823');
    expect(store.save()).toBe(true);
    expect(rows()).toBe(200);
  });

  it('expires a user session after 12 hours, saved or not, and purges it when saving', () => {
    const { file, store, advance, rows } = stage();
    const saved = store.issue('user', 1);
    const unsaved = withWriteLockHeld(file, () => store.issue('user', 1));
    advance(USER_TOKEN_TTL_MS);
    expect(store.find(saved)).toBeUndefined();
    expect(store.find(unsaved)).toBeUndefined();
    expect(store.save()).toBe(true);
    expect(rows()).toBe(0);
  });

  it('revokes anonymous, unsaved and saved sessions alike', () => {
    const { file, store } = stage();
    const anonymous = store.issue('anonymous');
    const saved = store.issue('user', 1);
    const unsaved = withWriteLockHeld(file, () => store.issue('user', 1));
    for (const token of [anonymous, saved, unsaved]) {
      expect(store.revoke(token)).toBe(true);
      expect(store.find(token)).toBeUndefined();
      expect(store.revoke(token)).toBe(false);
    }
    expect(store.save()).toBe(true);
    expect(store.find(unsaved)).toBeUndefined();
  });
});
