import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyDir } from '../test-support';
import { getMeta, migrate, openDatabase, readMigrations, setMeta } from './database';

const tables = (db: ReturnType<typeof openDatabase>) =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();

describe('openDatabase', () => {
  it('creates the schema of every migration', () => {
    const db = openDatabase(':memory:');
    expect(tables(db)).toEqual(
      expect.arrayContaining(['accounts', 'meta', 'schema_migrations', 'sessions', 'objects']),
    );
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY version').pluck().all()).toEqual(
      readMigrations().map((migration) => migration.name),
    );
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(getMeta(db, 'root_uid')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('creates the data directory and uses WAL on disk', () => {
    const dir = join(emptyDir(), 'nested', 'data');
    const db = openDatabase(dir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.name).toBe(join(dir, 'cellar.sqlite'));
    db.close();
  });

  it('applies migrations once: reopening the same database applies none', () => {
    const dir = emptyDir();
    const first = openDatabase(dir);
    const uid = getMeta(first, 'root_uid');
    first.close();
    const second = openDatabase(dir);
    expect(migrate(second)).toEqual([]);
    expect(getMeta(second, 'root_uid')).toBe(uid);
    expect(second.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual(
      readMigrations().map(({ version, name }) => ({ version, name })),
    );
    second.close();
  });

  it('applies pending migrations in number order and records each', () => {
    const dir = emptyDir();
    writeFileSync(join(dir, '010_later.sql'), 'ALTER TABLE things ADD COLUMN size INTEGER;');
    writeFileSync(join(dir, '002_things.sql'), 'CREATE TABLE things (id INTEGER PRIMARY KEY);');
    const db = openDatabase(':memory:', { migrationsDir: dir });
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY version').pluck().all()).toEqual([
      '002_things.sql',
      '010_later.sql',
    ]);
    writeFileSync(join(dir, '011_more.sql'), 'CREATE TABLE more (id INTEGER PRIMARY KEY);');
    expect(migrate(db, dir)).toEqual(['011_more.sql']);
    expect(migrate(db, dir)).toEqual([]);
  });

  it('rolls every pending migration back when one fails', () => {
    const dir = emptyDir();
    writeFileSync(join(dir, '001_ok.sql'), 'CREATE TABLE ok (id INTEGER);');
    writeFileSync(join(dir, '002_broken.sql'), 'CREATE TABLE broken (;');
    const db = openDatabase(':memory:', { migrationsDir: emptyDir() });
    expect(() => migrate(db, dir)).toThrow();
    expect(tables(db)).toEqual(['schema_migrations']);
  });

  it('refuses badly named or duplicate migration files', () => {
    const badName = emptyDir();
    writeFileSync(join(badName, 'init.sql'), '');
    expect(() => readMigrations(badName)).toThrow(/NNN_name\.sql/);
    const duplicate = emptyDir();
    mkdirSync(duplicate, { recursive: true });
    writeFileSync(join(duplicate, '001_a.sql'), '');
    writeFileSync(join(duplicate, '1_b.sql'), '');
    expect(() => readMigrations(duplicate)).toThrow(/share the number 1/);
  });

  it('stores meta values and overwrites them', () => {
    const db = openDatabase(':memory:');
    setMeta(db, 'k', 'a');
    setMeta(db, 'k', 'b');
    expect(getMeta(db, 'k')).toBe('b');
    expect(getMeta(db, 'missing')).toBeUndefined();
  });
});
