import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ObjectRow } from '../content/content-row';
import { ContentStore } from '../content/content-store';
import { MIGRATIONS_DIR, migrate, openDatabase, readMigrations } from '../db/database';
import { emptyDir, type TestBackend, testBackend } from '../test-support';
import { testRegistry } from './search-test-registry';

let b: TestBackend;
let store: ContentStore;
beforeEach(() => {
  const registry = testRegistry();
  b = testBackend({ registry });
  store = new ContentStore(b.db, { now: () => Date.UTC(2026, 0, 15), registry });
});
afterEach(() => b.close());

const as = { user: 'admin@example.com' };
const at = (path: string): ObjectRow => {
  const row = store.get(path);
  if (row === undefined) throw new Error(`nothing at ${path}`);
  return row;
};

/** Each FTS row's keys beside it, and the keys of the object it belongs to. */
const ftsRows = () => ({
  beside: b.db.prepare('SELECT fts_rowid, uid, id, path FROM object_fts_rows ORDER BY fts_rowid').all() as {
    fts_rowid: number;
    uid: string;
    id: string;
    path: string;
  }[],
  objects: b.db
    .prepare(
      `SELECT f.fts_rowid, o.uid, o.id, o.path FROM object_fts_rows f JOIN objects o ON o.uid = f.uid
       ORDER BY f.fts_rowid`,
    )
    .all(),
  fts: b.db.prepare('SELECT rowid FROM objects_fts ORDER BY rowid').pluck().all(),
});

/** Every FTS row belongs to an object, and carries that object's id and path. */
const expectInStep = () => {
  const { beside, objects, fts } = ftsRows();
  expect(beside).toEqual(objects);
  expect(fts).toEqual(beside.map((row) => row.fts_rowid));
};

const pathsBeside = () =>
  b.db.prepare('SELECT path FROM object_fts_rows ORDER BY id, path').pluck().all() as string[];

describe('the sort keys beside the FTS rows (object_fts_rows)', () => {
  it('follow every write of an object: create, edit, move, rename, copy, delete', () => {
    store.create(at('/'), { '@type': 'Folder', id: 'bodegas', title: 'Bodegas' }, as);
    store.create(at('/'), { '@type': 'Folder', id: 'archivo', title: 'Archivo' }, as);
    store.create(at('/bodegas'), { '@type': 'Bodega', id: 'vega', nombre: 'Vega Sicilia' }, as);
    store.create(at('/bodegas/vega'), { '@type': 'Producto', id: 'unico', title: 'Único' }, as);
    store.create(at('/bodegas/vega'), { '@type': 'Producto', id: 'alion', title: 'Alión' }, as);
    expectInStep();
    expect(pathsBeside()).toContain('/bodegas/vega/unico');

    store.update(at('/bodegas/vega/unico'), { title: 'Único 2012' }, as);
    expectInStep();

    // A move rewrites the paths of the whole subtree; a rename changes the id too.
    store.move(at('/bodegas/vega'), at('/archivo'), undefined, as);
    expectInStep();
    expect(pathsBeside()).toEqual(
      expect.arrayContaining(['/archivo/vega', '/archivo/vega/unico', '/archivo/vega/alion']),
    );
    store.move(at('/archivo/vega'), at('/archivo'), 'vega-sicilia', as);
    store.move(at('/archivo/vega-sicilia/unico'), at('/bodegas'), 'unico-2012', as);
    expectInStep();
    expect(pathsBeside()).toEqual([
      '/archivo/vega-sicilia/alion',
      '/archivo',
      '/bodegas',
      '/bodegas/unico-2012',
      '/archivo/vega-sicilia',
    ]);

    store.duplicate(at('/archivo/vega-sicilia'), at('/bodegas'), 'copia', as);
    expectInStep();
    expect(pathsBeside()).toEqual(expect.arrayContaining(['/bodegas/copia', '/bodegas/copia/alion']));

    store.remove(at('/archivo'), as);
    expectInStep();
    expect(pathsBeside().some((path) => path.startsWith('/archivo'))).toBe(false);
  });
});

describe('migration 026', () => {
  it('puts the keys of each object beside its FTS row, and drops an FTS row left without its object', () => {
    const before = emptyDir();
    for (const { version, name } of readMigrations())
      if (version < 26) copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
    const db = openDatabase(':memory:', { migrationsDir: before });
    try {
      const root = db.prepare("SELECT uid FROM objects WHERE path = '/'").pluck().get() as string;
      db.prepare(
        `INSERT INTO objects (uid, path, parent_uid, id, type_name, depth, creation_date, modification_date)
         VALUES ('u1', '/b', ?, 'b', 'Folder', 2, '', ''), ('u2', '/b/v', 'u1', 'v', 'Folder', 3, '', '')`,
      ).run(root);
      db.exec(`INSERT INTO object_fts_rows (fts_rowid, uid) VALUES (1, 'u1'), (2, 'u2'), (3, 'gone');
        INSERT INTO objects_fts (rowid, uid, title, body) VALUES (1, 'u1', 'B', ''), (2, 'u2', 'V', ''),
          (3, 'gone', 'Gone', ''), (4, 'lost', 'Lost', '');`);
      // 026 first, then any later one.
      expect(migrate(db)[0]).toBe('026_search_match_sort_keys.sql');
      expect(
        db.prepare('SELECT fts_rowid, uid, id, path FROM object_fts_rows ORDER BY fts_rowid').all(),
      ).toEqual([
        { fts_rowid: 1, uid: 'u1', id: 'b', path: '/b' },
        { fts_rowid: 2, uid: 'u2', id: 'v', path: '/b/v' },
      ]);
      expect(db.prepare('SELECT rowid FROM objects_fts ORDER BY rowid').pluck().all()).toEqual([1, 2]);
    } finally {
      db.close();
    }
  });
});
