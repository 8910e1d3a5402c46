import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta, openDatabase } from '../db/database';
import { loadFixtures } from '../db/fixtures';
import { FileStore } from '../files/file-store';
import { JPEG, PNG } from '../files/file-test-support';
import { emptyDir, fixturesDirWith } from '../test-support';
import { CONTENT_FIXTURES_LOADED_KEY, loadContentFixtures } from './content-fixtures';
import { ContentStore } from './content-store';
import { SEO, testRegistry } from './content-test-registry';
import { type ContentTest, contentTest, url } from './content-test-support';

let t: ContentTest;
afterEach(() => t?.b.close());

const bodegas = {
  '@type': 'Folder',
  id: 'bodegas',
  title: 'Bodegas',
  '@sharing': {
    prinrole: [{ principal: 'viewer@example.com', role: 'guillotina.Editor', setting: 'Allow' }],
  },
  items: [
    {
      '@type': 'Bodega',
      id: 'vega-sicilia',
      nombre: 'Vega Sicilia',
      id_pais: 'ES',
      [SEO]: { seo_title: { es: 'Vega Sicilia' } },
      items: [{ '@type': 'Producto', id: 'unico', nombre: 'Único', calculado: 'set by fixtures' }],
    },
  ],
};

describe('content fixtures', () => {
  it('load in file-name order, recursively, with @sharing, search index and audit user "fixtures"', async () => {
    const dir = fixturesDirWith({
      '02-zonas.json': { '@type': 'Folder', id: 'zonas' },
      '01-bodegas.json': bodegas,
    });
    t = await contentTest({ fixturesDir: dir });
    const root = await t.get('/');
    expect((root.items as { '@name': string }[]).map((i) => i['@name'])).toEqual(['bodegas', 'zonas']);
    expect(await t.get('/bodegas/vega-sicilia/unico')).toMatchObject({
      nombre: 'Único',
      calculado: 'set by fixtures',
    });
    expect((await t.get('/bodegas/vega-sicilia'))[SEO]).toMatchObject({ seo_title: { es: 'Vega Sicilia' } });
    const order = t.b.db
      .prepare("SELECT path FROM audit_log WHERE action = 'create' ORDER BY id")
      .pluck()
      .all();
    expect(order).toEqual(['/bodegas', '/bodegas/vega-sicilia', '/bodegas/vega-sicilia/unico', '/zonas']);
    expect(t.b.db.prepare('SELECT DISTINCT user FROM audit_log').pluck().all()).toEqual(['fixtures']);
    expect(t.b.db.prepare("SELECT count(*) FROM audit_log WHERE action = 'sharing'").pluck().get()).toBe(1);
    const fts = t.b.db.prepare("SELECT uid FROM objects_fts WHERE objects_fts MATCH 'sicilia'").pluck().all();
    expect(fts).toHaveLength(1);
    // The @sharing grant works: the viewer is an Editor under /bodegas.
    const res = await t.b.call('PATCH', url('/bodegas/vega-sicilia/unico'), {
      token: t.viewer,
      body: { anyada: 2010 },
    });
    expect(res.status).toBe(204);
  });

  it('load once: a second start loads nothing', async () => {
    const dir = fixturesDirWith({ '01-bodegas.json': bodegas });
    t = await contentTest({ fixturesDir: dir });
    expect(getMeta(t.b.db, CONTENT_FIXTURES_LOADED_KEY)).toBeDefined();
    const again = loadContentFixtures(
      new ContentStore(t.b.db, { now: () => 0, registry: testRegistry }),
      dir,
      () => 0,
    );
    expect(again).toEqual({ loaded: false, files: 0, objects: 0 });
    expect(t.b.db.prepare('SELECT count(*) FROM objects').pluck().get()).toBe(4);
  });

  it('fail with the file and the node named, and leave nothing half-loaded', async () => {
    const dir = fixturesDirWith({
      '01-ok.json': { '@type': 'Folder', id: 'ok' },
      '02-bad.json': { '@type': 'Folder', id: 'bad', items: [{ '@type': 'Producto', id: 'p' }] },
    });
    await expect(contentTest({ fixturesDir: dir })).rejects.toThrow(
      /02-bad\.json: \/bad\/p: Please input the nombre \(nombre/,
    );
    const db = openDatabase(':memory:');
    loadFixtures(db, dir);
    const store = new ContentStore(db, { now: () => 0, registry: testRegistry });
    expect(() => loadContentFixtures(store, dir, () => 0)).toThrow(/02-bad\.json/);
    expect(db.prepare('SELECT count(*) FROM objects').pluck().get()).toBe(1);
    expect(getMeta(db, CONTENT_FIXTURES_LOADED_KEY)).toBeUndefined();
    db.close();
  });

  it('attach the files a node names in @files, checked by their bytes; a bad one fails and stores nothing', () => {
    const node = (file: string) => ({
      '@type': 'Folder',
      id: 'with-file',
      '@files': { 'images/A/anv800': file },
    });
    const ok = fixturesDirWith({ '01.json': node('images/a.png') });
    mkdirSync(join(ok, 'images'));
    writeFileSync(join(ok, 'images', 'a.png'), PNG);
    writeFileSync(join(ok, 'images', 'b.png'), JPEG);
    const load = (dir: string) => {
      const db = openDatabase(':memory:');
      loadFixtures(db, dir);
      const files = new FileStore(emptyDir());
      const store = new ContentStore(db, { now: () => 0, registry: testRegistry });
      return { db, files, run: () => loadContentFixtures(store, dir, () => 0, files) };
    };
    const loaded = load(ok);
    loaded.run();
    const row = loaded.db
      .prepare<[], { field: string; filename: string; content_type: string; storage_key: string }>(
        'SELECT field, filename, content_type, storage_key FROM files',
      )
      .get();
    expect(row).toMatchObject({ field: 'images/A/anv800', filename: 'a.png', content_type: 'image/png' });
    expect(loaded.files.read(row?.storage_key ?? '')?.equals(Buffer.from(PNG))).toBe(true);
    for (const [file, message] of [
      ['images/b.png', /images\/b\.png is not a file of its extension/],
      ['../accounts.json', /a file below the fixtures folder is expected/],
    ] as const) {
      const dir = fixturesDirWith({ '01.json': node(file) });
      mkdirSync(join(dir, 'images'));
      writeFileSync(join(dir, 'images', 'b.png'), JPEG);
      const bad = load(dir);
      expect(bad.run).toThrow(message);
      expect(readdirSync(bad.files.dir).filter((name) => !name.startsWith('.'))).toEqual([]);
      expect(bad.db.prepare('SELECT count(*) FROM files').pluck().get()).toBe(0);
    }
  });

  it('load 2,000 objects well under 10 s', async () => {
    const items = Array.from({ length: 40 }, (_, b) => ({
      '@type': 'Bodega',
      id: `bodega-${String(b).padStart(2, '0')}`,
      nombre: `Bodega ${b}`,
      id_pais: 'ES',
      items: Array.from({ length: 49 }, (_, p) => ({
        '@type': 'Producto',
        id: `vino-${p}`,
        nombre: `Vino ${b}-${p}`,
        anyada: 2000 + (p % 20),
      })),
    }));
    const dir = fixturesDirWith({ '01.json': { '@type': 'Folder', id: 'bodegas', items } });
    const started = performance.now();
    t = await contentTest({ fixturesDir: dir });
    const elapsed = performance.now() - started;
    expect(t.b.db.prepare('SELECT count(*) FROM objects').pluck().get()).toBe(1 + 1 + 40 + 40 * 49);
    // About 0.7 s outside vitest; the bound leaves room for a loaded CI machine and vitest's transform.
    expect(elapsed).toBeLessThan(10_000);
  });
});
