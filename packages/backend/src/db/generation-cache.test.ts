import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dataGeneration, GenerationCache } from './generation-cache';
import { countWrites } from './write-count';

const open = (file = ':memory:') => {
  const db = new Database(file);
  db.exec('CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY, v TEXT)');
  return db;
};

/** A database as `openDatabase` gives it: its writes counted in JavaScript instead of asked of SQLite. */
const openCounted = (file = ':memory:') => {
  const db = new Database(file);
  countWrites(db);
  db.exec('CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY, v TEXT)');
  return db;
};

describe.each([
  ['asking SQLite (total_changes)', open],
  ['counting the writes', openCounted],
])('dataGeneration, %s', (_, open) => {
  it('stays while nothing is written, and moves at any write of this connection, rolled back or not', () => {
    const db = open();
    const first = dataGeneration(db);
    db.prepare('SELECT * FROM t').all();
    expect(dataGeneration(db)).toBe(first);
    db.prepare("INSERT INTO t VALUES ('a', '1')").run();
    const second = dataGeneration(db);
    expect(second).not.toBe(first);
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE t SET v = '2'").run();
        throw new Error('undone');
      })(),
    ).toThrow('undone');
    expect(dataGeneration(db)).not.toBe(second);
  });

  it("moves at another connection's commit, from the next turn of the event loop", async () => {
    const { mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'cellar-generation-')), 'db.sqlite');
    const db = open(file);
    const other = open(file);
    const before = dataGeneration(db);
    other.prepare("INSERT INTO t VALUES ('b', '1')").run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(dataGeneration(db)).not.toBe(before);
    db.close();
    other.close();
  });
});

describe('GenerationCache', () => {
  it('computes a key once while the data stays, again after a write', () => {
    const db = open();
    const cache = new GenerationCache<string | undefined>(db);
    let computed = 0;
    const read = () =>
      cache.get('a', () => {
        computed++;
        return db.prepare<[], string>("SELECT v FROM t WHERE k = 'a'").pluck().get();
      });
    expect(read()).toBeUndefined();
    expect(read()).toBeUndefined();
    expect(computed).toBe(1);
    db.prepare("INSERT INTO t VALUES ('a', '1')").run();
    expect(read()).toBe('1');
    expect(read()).toBe('1');
    expect(computed).toBe(2);
  });

  it('keeps nothing a compute that wrote read, and at most maxEntries, the oldest dropped first', () => {
    const db = open();
    const cache = new GenerationCache<number>(db, 2);
    let computed = 0;
    const writing = () =>
      cache.get('w', () => {
        db.prepare("INSERT OR REPLACE INTO t VALUES ('w', 'x')").run();
        return ++computed;
      });
    expect(writing()).toBe(1);
    expect(writing()).toBe(2);
    const calls: string[] = [];
    const value = (key: string) =>
      cache.get(key, () => {
        calls.push(key);
        return key.length;
      });
    value('a');
    value('bb');
    value('ccc');
    value('a');
    value('ccc');
    expect(calls).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('keeps nothing read inside a transaction, which may be rolled back', () => {
    const db = open();
    db.prepare("INSERT INTO t VALUES ('a', 'before')").run();
    const cache = new GenerationCache<string | undefined>(db);
    const read = () =>
      cache.get('a', () => db.prepare<[], string>("SELECT v FROM t WHERE k = 'a'").pluck().get());
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE t SET v = 'rolled back'").run();
        expect(read()).toBe('rolled back');
        throw new Error('undone');
      })(),
    ).toThrow('undone');
    expect(read()).toBe('before');
  });
});
