import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { cacheStatements, STATEMENT_CACHE_SIZE } from './statement-cache';

const database = (size?: number) => {
  const db = new Database(':memory:');
  db.exec(
    "CREATE TABLE wines (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO wines (name) VALUES ('Rioja'), ('Toro')",
  );
  cacheStatements(db, size);
  return db;
};

describe('cacheStatements', () => {
  it('answers the statement it prepared before for the same SQL', () => {
    const db = database();
    const first = db.prepare('SELECT name FROM wines WHERE id = ?');
    expect(db.prepare('SELECT name FROM wines WHERE id = ?')).toBe(first);
    expect(db.prepare('SELECT id FROM wines')).not.toBe(first);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const db = database(2);
    const a = db.prepare('SELECT 1');
    const b = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(a);
    db.prepare('SELECT 3');
    // 'SELECT 2' was the least recently used: it was dropped, 'SELECT 1' was kept.
    expect(db.prepare('SELECT 1')).toBe(a);
    expect(db.prepare('SELECT 2')).not.toBe(b);
  });

  it('holds no more than its bound however many texts come', () => {
    const db = database(10);
    const prepared = Array.from({ length: 1000 }, (_, i) => db.prepare(`SELECT ${i}`));
    // The last ten are the ones kept; the first one was dropped long ago.
    for (let i = 990; i < 1000; i++) expect(db.prepare(`SELECT ${i}`)).toBe(prepared[i]);
    expect(db.prepare('SELECT 0')).not.toBe(prepared[0]);
  });

  it('gives a statement back in its default mode, whatever mode a previous caller set', () => {
    const db = database();
    expect(db.prepare('SELECT name FROM wines WHERE id = ?').pluck().get(1)).toBe('Rioja');
    expect(db.prepare('SELECT name FROM wines WHERE id = ?').get(1)).toEqual({ name: 'Rioja' });
    expect(db.prepare('SELECT name FROM wines WHERE id = ?').raw().get(2)).toEqual(['Toro']);
    expect(db.prepare('SELECT name FROM wines WHERE id = ?').get(2)).toEqual({ name: 'Toro' });
  });

  it('does not share a statement that is still being iterated', () => {
    const db = database();
    const names: string[] = [];
    for (const outer of db.prepare('SELECT id FROM wines ORDER BY id').iterate() as Iterable<{ id: number }>)
      for (const inner of db.prepare('SELECT id FROM wines ORDER BY id').iterate() as Iterable<{
        id: number;
      }>)
        names.push(`${outer.id}${inner.id}`);
    expect(names).toEqual(['11', '12', '21', '22']);
  });

  it('caches writes too', () => {
    const db = database();
    db.prepare('INSERT INTO wines (name) VALUES (?)').run('Priorat');
    db.prepare('INSERT INTO wines (name) VALUES (?)').run('Jumilla');
    expect(db.prepare('SELECT count(*) FROM wines').pluck().get()).toBe(4);
  });

  it('is what openDatabase gives, with the default bound', () => {
    const db = openDatabase(':memory:');
    const statement = db.prepare('SELECT count(*) FROM objects');
    expect(db.prepare('SELECT count(*) FROM objects')).toBe(statement);
    expect(STATEMENT_CACHE_SIZE).toBeGreaterThanOrEqual(100);
    db.close();
  });
});
