import { offerTiming } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { getMeta } from '../database';
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
});
