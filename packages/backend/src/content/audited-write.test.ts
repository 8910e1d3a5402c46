import { join } from 'node:path';
import type { components } from '@cellar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { DATABASE_BUSY_MESSAGE, STORAGE_FULL_MESSAGE, WRITE_CONFLICT_MESSAGE } from '../db/write-transaction';
import { ApiError, conflict } from '../http/errors';
import { emptyDir, holdWriteLock, type TestBackend, testBackend } from '../test-support';
import { readLogs } from './audit-log';
import { auditedWrite } from './audited-write';
import { testRegistry } from './content-test-registry';
import { url } from './content-test-support';

const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);

const logs = (db: Db): Omit<components['schemas']['LogEntry'], 'id'>[] =>
  readLogs(db, { path: '/', size: 100 }).logs.map(({ id: _id, ...entry }) => entry);

describe('auditedWrite (content)', () => {
  let db: Db;
  afterEach(() => db?.close());

  it('appends the entries with the write, dated now unless the write passes its date', () => {
    db = openDatabase(':memory:');
    const write = auditedWrite(db, () => NOW);
    const answer = write((audit) => {
      audit({ user: 'a@example.com', action: 'sharing', path: '/x', uid: 'u1', payload: { p: 1 } });
      audit({
        user: 'a@example.com',
        action: 'create',
        path: '/ai-campaigns/3',
        uid: null,
        payload: null,
        date: 'd',
      });
      return 'written';
    });
    expect(answer).toBe('written');
    expect(logs(db)).toEqual([
      {
        date: 'd',
        user: 'a@example.com',
        action: 'create',
        path: '/ai-campaigns/3',
        uid: null,
        payload: null,
      },
      {
        date: new Date(NOW).toISOString(),
        user: 'a@example.com',
        action: 'sharing',
        path: '/x',
        uid: 'u1',
        payload: { p: 1 },
      },
    ]);
  });

  it('logs nothing of a write that throws, and keeps an outer write whose inner one it caught', () => {
    db = openDatabase(':memory:');
    const write = auditedWrite(db, () => NOW);
    const entry = (path: string) => ({ user: 'u', action: 'modify' as const, path, uid: null, payload: {} });
    expect(() =>
      write((audit) => {
        audit(entry('/refused'));
        throw conflict('no');
      }),
    ).toThrow(ApiError);
    write((audit) => {
      audit(entry('/outer'));
      try {
        write((inner) => {
          inner(entry('/inner'));
          throw conflict('no');
        });
      } catch {
        // the outer write goes on without the inner one
      }
    });
    expect(logs(db).map((e) => e.path)).toEqual(['/outer']);
  });

  it('answers SQLite’s refusal of a write, with nothing logged', () => {
    db = openDatabase(':memory:');
    db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON audit_log WHEN NEW.path = '/refused'
             BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    const write = auditedWrite(db, () => NOW);
    const refused = (() => {
      try {
        write((audit) => audit({ user: 'u', action: 'modify', path: '/refused', uid: null, payload: {} }));
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).toBody()).toEqual({ message: WRITE_CONFLICT_MESSAGE, type: 'Conflict' });
    expect(logs(db)).toEqual([]);
  });
});

describe('a write over HTTP that SQLite refuses', () => {
  let b: TestBackend;
  afterEach(() => b?.close());

  /** A backend over a database file, with /bodegas; answers the admin's token and the folder's stored title. */
  const stage = async () => {
    const dir = emptyDir();
    b = testBackend({ registry: testRegistry, dataDir: dir });
    const admin = await b.tokenFor('admin');
    const created = await b.call('POST', url('/'), {
      token: admin,
      body: { '@type': 'Folder', id: 'bodegas', title: 'Bodegas' },
    });
    expect(created.status).toBe(201);
    const title = () =>
      b.db.prepare<[], string>("SELECT title FROM objects WHERE path = '/bodegas'").pluck().get();
    const entries = () => b.db.prepare<[], number>('SELECT count(*) FROM audit_log').pluck().get();
    const patch = () =>
      b.call('PATCH', url('/bodegas'), { token: admin, body: { title: 'Bodegas y viñedos' } });
    return { file: join(dir, 'cellar.sqlite'), title, entries, patch };
  };

  it('answers 503 with Retry-After while another process holds the write lock; nothing is written', async () => {
    const { file, title, entries, patch } = await stage();
    const before = entries();
    b.db.pragma('busy_timeout = 10');
    const release = holdWriteLock(file);
    try {
      const res = await patch();
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ message: DATABASE_BUSY_MESSAGE, type: 'ServiceUnavailable' });
    } finally {
      release();
    }
    expect(title()).toBe('Bodegas');
    expect(entries()).toBe(before);
    expect((await patch()).status).toBe(204);
    expect(title()).toBe('Bodegas y viñedos');
  });

  it('answers 507 when the storage is full; nothing is written', async () => {
    const { title, entries, patch } = await stage();
    const before = entries();
    // The write needs a megabyte more than the database may grow by.
    b.db.exec(`CREATE TABLE ballast (bytes BLOB);
               CREATE TRIGGER fill AFTER UPDATE ON objects BEGIN INSERT INTO ballast VALUES (zeroblob(1000000)); END`);
    b.db.pragma(`max_page_count = ${b.db.pragma('page_count', { simple: true })}`);
    const res = await patch();
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ message: STORAGE_FULL_MESSAGE, type: 'InsufficientStorage' });
    expect(title()).toBe('Bodegas');
    expect(entries()).toBe(before);
  });

  it('answers 409 Conflict when a constraint refuses the change; nothing is written', async () => {
    const { title, entries, patch } = await stage();
    const before = entries();
    b.db.exec(`CREATE TRIGGER refuse BEFORE UPDATE ON objects WHEN NEW.path = '/bodegas'
               BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    const res = await patch();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: WRITE_CONFLICT_MESSAGE, type: 'Conflict' });
    expect(title()).toBe('Bodegas');
    expect(entries()).toBe(before);
  });
});
