import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../src/content/content-store';
import { testBackend } from '../src/test-support';
import { BULK_TABLES, SEED_TAG_TYPE, seedCatalogue, seedCounts, withIndexesAfter } from './seed-catalogue';

const seeded = (products: number, seed = 7) => {
  const backend = testBackend();
  let clock = Date.UTC(2026, 0, 15);
  const now = () => clock++;
  const result = seedCatalogue(new ContentStore(backend.db, { now }), seedCounts(products), { seed, now });
  return { backend, result };
};

/** Everything the seed wrote but the uids, which are random by design. */
const digest = (backend: ReturnType<typeof testBackend>): string => {
  const hash = createHash('sha256');
  const dump = (sql: string) => {
    for (const row of backend.db.prepare(sql).raw().iterate()) hash.update(JSON.stringify(row));
  };
  dump("SELECT path, type_name, title, creation_date, data FROM objects WHERE path <> '/' ORDER BY path");
  dump('SELECT date, user, action, path, payload FROM audit_log ORDER BY id');
  dump('SELECT * FROM erp_products ORDER BY id_producto');
  dump('SELECT * FROM erp_offers ORDER BY id');
  dump('SELECT * FROM erp_opinions ORDER BY id_opinion');
  return hash.digest('hex');
};

const count = (backend: ReturnType<typeof testBackend>, sql: string, ...args: string[]): number =>
  backend.db
    .prepare<string[], number>(sql)
    .pluck()
    .get(...args) ?? 0;

describe('seedCatalogue', () => {
  it('keeps the retailer proportions at 100,000 products', () => {
    expect(seedCounts(100_000)).toEqual({
      products: 100_000,
      wineries: 5_000,
      bigFolder: 10_000,
      regions: 500,
      tags: 500,
      audit: 200_000,
      offers: 20_000,
      opinions: 50_000,
    });
  });

  it('writes the counts asked for: products with an option per shop, wineries, the big folder, audit entries', () => {
    const { backend, result } = seeded(500);
    const counts = seedCounts(500);
    const ofType = (type: string) => count(backend, 'SELECT count(*) FROM objects WHERE type_name = ?', type);
    expect(ofType('Producto')).toBe(500);
    expect(ofType('Bodega')).toBe(counts.wineries);
    expect(ofType('ZonaGeo')).toBe(counts.regions);
    expect(count(backend, 'SELECT count(*) FROM objects WHERE path LIKE ?', `/tags/${SEED_TAG_TYPE}/%`)).toBe(
      counts.tags,
    );
    const biggest = count(
      backend,
      'SELECT max(n) FROM (SELECT count(*) AS n FROM objects GROUP BY parent_uid)',
    );
    expect(biggest).toBe(counts.bigFolder);
    const options = count(
      backend,
      "SELECT count(*) FROM objects, json_each(objects.data, '$.opciones') WHERE type_name = 'Producto'",
    );
    expect(options).toBe(500 * 5);
    expect(count(backend, 'SELECT count(*) FROM audit_log')).toBe(counts.audit);
    expect(count(backend, 'SELECT count(*) FROM erp_products')).toBe(500);
    expect(count(backend, 'SELECT count(*) FROM erp_offers')).toBe(counts.offers);
    expect(count(backend, 'SELECT count(*) FROM erp_opinions')).toBe(counts.opinions);
    // Indexed as the API indexes: every product is found by @search's full-text table.
    expect(
      count(
        backend,
        "SELECT count(*) FROM objects WHERE type_name = 'Producto' AND uid IN (SELECT uid FROM objects_fts)",
      ),
    ).toBe(500);
    expect(result).toMatchObject({ audit: counts.audit, erpProducts: 500 });
    backend.close();
  });

  it('gives the same catalogue for the same seed, and another for another seed', () => {
    const first = seeded(200);
    const second = seeded(200);
    const other = seeded(200, 8);
    expect(digest(second.backend)).toBe(digest(first.backend));
    expect(digest(other.backend)).not.toBe(digest(first.backend));
    for (const { backend } of [first, second, other]) backend.close();
  });

  it("builds the bulk tables' indexes again after the load, as they were, even when the load throws", () => {
    const backend = testBackend();
    const indexes = () =>
      backend.db
        .prepare<[], { name: string; sql: string | null }>(
          "SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name",
        )
        .all();
    const before = indexes();
    let during: typeof before = [];
    withIndexesAfter(backend.db, BULK_TABLES, () => {
      during = indexes();
    });
    expect(indexes()).toEqual(before);
    const names = during.map((index) => index.name);
    expect(names).not.toContain('object_index_text');
    expect(names).not.toContain('object_fts_rows_sort');
    expect(names).not.toContain('audit_log_uid');
    // What the load reads by (a path, a child's id) keeps its constraint's index.
    expect(names).toContain('sqlite_autoindex_objects_2');
    expect(() =>
      withIndexesAfter(backend.db, BULK_TABLES, () => {
        throw new Error('the load failed');
      }),
    ).toThrow('the load failed');
    expect(indexes()).toEqual(before);
    backend.close();
  });
});
