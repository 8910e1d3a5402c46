import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, notFound } from '../http/errors';
import { emptyDir, holdWriteLock, modulesMatching } from '../test-support';
import { type Db, openDatabase } from './database';
import {
  DATABASE_BUSY_MESSAGE,
  STORAGE_FULL_MESSAGE,
  WRITE_CONFLICT_MESSAGE,
  writeTransaction,
} from './write-transaction';

const opened: Db[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
});

/** A database file with a table of unique names, and the path of its file for a second connection. */
const namesDb = (): { db: Db; file: string } => {
  const dir = emptyDir();
  const db = openDatabase(dir);
  opened.push(db);
  db.exec('CREATE TABLE names (name TEXT NOT NULL UNIQUE)');
  return { db, file: join(dir, 'cellar.sqlite') };
};

const names = (db: Db): string[] => db.prepare<[], string>('SELECT name FROM names').pluck().all();
const insert = (db: Db, name: string) => db.prepare('INSERT INTO names (name) VALUES (?)').run(name);

/** What a write threw, as the error handler answers it. */
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError)
      return { status: error.status, body: error.toBody(), headers: error.headers };
    throw error;
  }
  throw new Error('the write did not fail');
};

describe('writeTransaction', () => {
  it('commits everything the write did, or nothing when it throws', () => {
    const { db } = namesDb();
    const answer = writeTransaction(db, () => {
      insert(db, 'a');
      insert(db, 'b');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(() =>
      writeTransaction(db, () => {
        insert(db, 'c');
        throw notFound();
      }),
    ).toThrow(ApiError);
    expect(names(db)).toEqual(['a', 'b']);
  });

  it('is a savepoint inside another write: an inner refusal the outer catches undoes only the inner part', () => {
    const { db } = namesDb();
    writeTransaction(db, () => {
      insert(db, 'outer');
      try {
        writeTransaction(db, () => {
          insert(db, 'inner');
          throw notFound();
        });
      } catch {
        // the outer write goes on without the inner one
      }
      writeTransaction(db, () => insert(db, 'kept'));
    });
    expect(names(db)).toEqual(['outer', 'kept']);
  });

  it('answers 503 with Retry-After while another connection holds the write lock, and writes nothing', () => {
    const { db, file } = namesDb();
    db.pragma('busy_timeout = 10');
    const release = holdWriteLock(file);
    try {
      expect(refusal(() => writeTransaction(db, () => insert(db, 'a')))).toEqual({
        status: 503,
        body: { message: DATABASE_BUSY_MESSAGE, type: 'ServiceUnavailable' },
        headers: { 'Retry-After': '1' },
      });
    } finally {
      release();
    }
    expect(names(db)).toEqual([]);
    writeTransaction(db, () => insert(db, 'after'));
    expect(names(db)).toEqual(['after']);
  });

  it('waits the busy timeout for the write lock, even after reading, before it answers 503', () => {
    const { db, file } = namesDb();
    db.pragma('busy_timeout = 300');
    const release = holdWriteLock(file);
    try {
      const started = performance.now();
      // A write that reads before it writes: a deferred transaction would be refused at its first write, at once.
      const status = refusal(() => writeTransaction(db, () => insert(db, String(names(db).length)))).status;
      expect(status).toBe(503);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      release();
    }
  });

  it('goes through once another process lets the write lock go within the busy timeout', async () => {
    const { db, file } = namesDb();
    db.pragma('busy_timeout = 10000');
    // Another process takes the lock, says so, and lets it go 300 ms later.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.exec('BEGIN IMMEDIATE'); db.prepare("INSERT INTO names VALUES ('theirs')").run();
         process.stdout.write('held\\n');
         setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);`,
        file,
      ],
      { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(holder.stdout, 'data');
    const started = performance.now();
    // It reads what the other process wrote, as a PATCH reads the object it changes.
    writeTransaction(db, () => insert(db, `mine after ${names(db).join()}`));
    expect(performance.now() - started).toBeGreaterThan(100);
    expect(names(db)).toEqual(['theirs', 'mine after theirs']);
    await once(holder, 'exit');
  });

  it('answers 507 when the database cannot grow, and writes nothing', () => {
    const { db } = namesDb();
    writeTransaction(db, () => insert(db, 'before'));
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);
    expect(refusal(() => writeTransaction(db, () => insert(db, 'x'.repeat(1_000_000))))).toEqual({
      status: 507,
      body: { message: STORAGE_FULL_MESSAGE, type: 'InsufficientStorage' },
      headers: {},
    });
    expect(names(db)).toEqual(['before']);
  });

  it('answers 409 Conflict when a constraint refuses the change, and writes nothing of it', () => {
    const { db } = namesDb();
    writeTransaction(db, () => insert(db, 'a'));
    const twice = () =>
      writeTransaction(db, () => {
        insert(db, 'b');
        insert(db, 'a');
      });
    expect(refusal(twice)).toEqual({
      status: 409,
      body: { message: WRITE_CONFLICT_MESSAGE, type: 'Conflict' },
      headers: {},
    });
    expect(names(db)).toEqual(['a']);
  });

  it.each([
    ['SQLITE_BUSY', 503],
    ['SQLITE_BUSY_SNAPSHOT', 503],
    ['SQLITE_BUSY_TIMEOUT', 503],
    ['SQLITE_LOCKED', 503],
    ['SQLITE_LOCKED_SHAREDCACHE', 503],
    ['SQLITE_FULL', 507],
    ['SQLITE_CONSTRAINT', 409],
    ['SQLITE_CONSTRAINT_FOREIGNKEY', 409],
    ['SQLITE_CONSTRAINT_TRIGGER', 409],
  ])('answers %s with %i', (code, status) => {
    const { db } = namesDb();
    const failure = new Database.SqliteError('refused', code);
    expect(
      refusal(() =>
        writeTransaction(db, () => {
          throw failure;
        }),
      ).status,
    ).toBe(status);
  });

  it('leaves any other error as it is: a bug stays a bug (500), an answer stays that answer', () => {
    const { db } = namesDb();
    const failures = [
      new Database.SqliteError('no such table: nope', 'SQLITE_ERROR'),
      new Error('a bug'),
      notFound(),
    ];
    for (const failure of failures)
      expect(() =>
        writeTransaction(db, () => {
          throw failure;
        }),
      ).toThrow(failure);
  });
});

/** The migrations (`db/database.ts`) and the fixture loaders write on start-up, before any request. */
const STARTUP_WRITERS = /(^db\/database\.ts|(^|\/|-)fixtures\.ts)$/;

describe('one place owns a write’s transaction and the answers to its failures', () => {
  it('opens no transaction outside writeTransaction but in the migrations and the fixture loaders', () => {
    const opening = modulesMatching(/\.transaction\(/).filter(
      (name) => name !== 'db/write-transaction.ts' && !STARTUP_WRITERS.test(name),
    );
    expect(opening).toEqual([]);
  });

  it('reads SQLite’s error codes in write-transaction.ts alone', () => {
    expect(modulesMatching(/SQLITE_|SqliteError/)).toEqual(['db/write-transaction.ts']);
  });
});
