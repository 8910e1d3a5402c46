import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { offerTiming } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { getMeta } from '../db/database';
import { fixturesDirWith } from '../test-support';
import { ERP_FIXTURES_LOADED_KEY, loadErpFixtures } from './fixtures';
import { erpTestDb, REPO_FIXTURES_DIR } from './test-db';

describe('ERP fixtures', () => {
  it('load once, in a few seconds at most, with the counts the issue asks for', () => {
    const t = erpTestDb({ fixtures: false });
    const started = performance.now();
    const result = loadErpFixtures(t.db, REPO_FIXTURES_DIR, t.now);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.loaded).toBe(true);
    expect(result.counts.opinions).toBeGreaterThanOrEqual(500);
    expect(result.counts.users).toBe(1000);
    expect(getMeta(t.db, ERP_FIXTURES_LOADED_KEY)).toBeDefined();
    expect(loadErpFixtures(t.db, REPO_FIXTURES_DIR, t.now).loaded).toBe(false);
  });

  it('hold opinions in every state and language', () => {
    const { db } = erpTestDb();
    const pairs = db.prepare('SELECT DISTINCT estado, idioma FROM erp_opinions').all();
    expect(pairs).toHaveLength(15);
    const lengths = db.prepare<[], number>('SELECT length(opinion) FROM erp_opinions').pluck().all();
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(600);
  });

  it.each([Date.UTC(2025, 11, 31, 23, 30), Date.UTC(2026, 6, 1, 12), Date.UTC(2030, 2, 30, 6)])(
    'hold past, current and future offers of each type whenever they are loaded (%s)',
    (start) => {
      const { db, now } = erpTestDb({ start });
      const offers = db
        .prepare<[], { id_tipo: string; fecha_desde: string; fecha_hasta: string }>(
          'SELECT id_tipo, fecha_desde, fecha_hasta FROM erp_offers',
        )
        .all();
      const kinds = new Set(offers.map((o) => `${o.id_tipo}:${offerTiming(o, now())}`));
      for (const type of ['o', 'p', 'e'])
        for (const timing of ['expired', 'current', 'future']) expect(kinds).toContain(`${type}:${timing}`);
      const rates = db
        .prepare<[], { desde: string; hasta: string }>('SELECT desde, hasta FROM erp_free_shipping_rates')
        .all();
      const rateKinds = new Set(
        rates.map((r) => offerTiming({ fecha_desde: r.desde, fecha_hasta: r.hasta }, now())),
      );
      expect([...rateKinds].sort()).toEqual(['current', 'expired', 'future']);
    },
  );

  it('hold customers with billing addresses, two suppliers (one of them cab) with matches, analytics and URLs', () => {
    const { db } = erpTestDb();
    const count = (sql: string) => db.prepare<[], number>(sql).pluck().get() as number;
    expect(
      count('SELECT count(*) FROM erp_users WHERE id_usuario NOT IN (SELECT id_usuario FROM erp_datos_fac)'),
    ).toBe(0);
    expect(count('SELECT count(*) FROM erp_users WHERE unsubscribed = 1')).toBeGreaterThan(0);
    expect(db.prepare<[], string>('SELECT id_proveedor FROM erp_suppliers ORDER BY 1').pluck().all()).toEqual(
      ['cab', 'vin'],
    );
    expect(count("SELECT count(*) FROM erp_matches WHERE id_proveedor = 'cab'")).toBeGreaterThan(0);
    expect(count("SELECT count(*) FROM erp_matches WHERE id_proveedor = 'vin'")).toBeGreaterThan(0);
    expect(count('SELECT count(DISTINCT grupo) FROM erp_analytics')).toBeGreaterThanOrEqual(200);
    expect(count('SELECT count(*) FROM erp_price_comparator')).toBeGreaterThan(0);
  });

  it('hold competitor prices for the URLs, in several countries, GBP in uk and EUR elsewhere, seen before now', () => {
    const { db, now } = erpTestDb();
    const pairs = db
      .prepare<[], { country: string; currency: string }>(
        'SELECT DISTINCT country, currency FROM erp_competitor_prices ORDER BY country',
      )
      .all();
    expect(pairs).toEqual([
      { country: 'de', currency: 'EUR' },
      { country: 'es', currency: 'EUR' },
      { country: 'fr', currency: 'EUR' },
      { country: 'it', currency: 'EUR' },
      { country: 'uk', currency: 'GBP' },
    ]);
    const count = (sql: string) => db.prepare<[], number>(sql).pluck().get() as number;
    expect(
      count(
        `SELECT count(*) FROM erp_price_comparator u WHERE NOT EXISTS
           (SELECT 1 FROM erp_competitor_prices p WHERE p.country = u.country AND p.grupo = u.grupo)`,
      ),
    ).toBe(0);
    expect(count('SELECT count(*) FROM erp_competitor_prices WHERE in_stock = 0')).toBeGreaterThan(0);
    expect(count('SELECT count(*) FROM erp_competitor_prices WHERE ranking IS NULL')).toBeGreaterThan(0);
    const latest = db
      .prepare<[], string>('SELECT max(fecha) FROM erp_competitor_prices')
      .pluck()
      .get() as string;
    expect(Date.parse(latest)).toBeLessThan(now());
  });

  it.each([
    ['free-shipping-rates.json', 'items.0.tarifa', 'DTP'],
    ['offers.json', 'items.0.uni_compra', 2.5],
    ['opinions.json', '0.estado', 'gone'],
    ['users.json', '0.datos_fac.0.linea2', null],
    ['competitor-prices.json', 'items.0.currency', 'USD'],
  ])(
    'refuse a file whose record is not the ERP’s record shape, naming the file and field: %s %s',
    (file, path, value) => {
      const dir = fixturesDirWith({});
      cpSync(join(REPO_FIXTURES_DIR, 'erp'), join(dir, 'erp'), { recursive: true });
      const target = join(dir, 'erp', file);
      const data: unknown = JSON.parse(readFileSync(target, 'utf8'));
      const keys = path.split('.');
      const parent = keys
        .slice(0, -1)
        .reduce<Record<string, unknown>>(
          (node, key) => node[key] as Record<string, unknown>,
          data as Record<string, unknown>,
        );
      parent[keys.at(-1) as string] = value;
      writeFileSync(target, JSON.stringify(data));
      const t = erpTestDb({ fixtures: false });
      expect(() => loadErpFixtures(t.db, dir, t.now)).toThrow(`${target}: ${path}: `);
      expect(getMeta(t.db, ERP_FIXTURES_LOADED_KEY)).toBeUndefined();
    },
  );
});
