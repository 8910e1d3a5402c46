import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dataGeneration } from './generation-cache';
import { countWrites, writesOf } from './write-count';

const counted = () => {
  const db = new Database(':memory:');
  countWrites(db);
  db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT)');
  return db;
};

describe('countWrites', () => {
  it('counts nothing for reads, however they are run', () => {
    const db = counted();
    const before = writesOf(db);
    const select = db.prepare('SELECT * FROM t');
    select.all();
    select.get();
    for (const _ of select.iterate()) break;
    db.prepare('PRAGMA data_version').pluck().get();
    expect(writesOf(db)).toBe(before);
  });

  it('counts every way a statement may write: run, a RETURNING read with get, all or iterate, exec, pragma', () => {
    const db = counted();
    const moves = (write: () => unknown) => {
      const before = writesOf(db) as number;
      write();
      return (writesOf(db) as number) > before;
    };
    expect(moves(() => db.prepare("INSERT INTO t VALUES ('a', '1')").run())).toBe(true);
    expect(moves(() => db.prepare("INSERT INTO t VALUES ('b', '1') RETURNING k").get())).toBe(true);
    expect(moves(() => db.prepare("UPDATE t SET v = '2' RETURNING k").all())).toBe(true);
    expect(moves(() => [...db.prepare("UPDATE t SET v = '3' RETURNING k").iterate()])).toBe(true);
    expect(moves(() => db.exec("DELETE FROM t WHERE k = 'a'"))).toBe(true);
    expect(moves(() => db.pragma('user_version = 2'))).toBe(true);
  });

  it('counts a write that fails, and one a transaction rolls back', () => {
    const db = counted();
    db.prepare("INSERT INTO t VALUES ('a', '1')").run();
    const before = writesOf(db) as number;
    expect(() => db.prepare("INSERT INTO t VALUES ('a', '2')").run()).toThrow(/UNIQUE/);
    expect(writesOf(db)).toBeGreaterThan(before);
    const generation = dataGeneration(db);
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE t SET v = '9'").run();
        throw new Error('undone');
      })(),
    ).toThrow('undone');
    expect(dataGeneration(db)).not.toBe(generation);
  });

  it('moves the generation while a RETURNING statement is stepped, row by row', () => {
    const db = counted();
    db.prepare("INSERT INTO t VALUES ('a', '1'), ('b', '1')").run();
    const rows = db.prepare("UPDATE t SET v = '2' RETURNING k").iterate();
    const seen = [dataGeneration(db)];
    for (const _ of rows) seen.push(dataGeneration(db));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('is undefined for a database that does not count, and counts once when called twice', () => {
    expect(writesOf(new Database(':memory:'))).toBeUndefined();
    const db = counted();
    countWrites(db);
    const before = writesOf(db) as number;
    db.prepare("INSERT INTO t VALUES ('a', '1')").run();
    expect(writesOf(db)).toBe(before + 1);
  });
});
