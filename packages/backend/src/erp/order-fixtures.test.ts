import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { loadErpFixtures } from './fixtures';
import { loadOrderFixtures } from './order-fixtures';

const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'fixtures');
const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('loadOrderFixtures', () => {
  it('loads the orders once, with dates moved to the day the database is created', () => {
    const db = openDatabase(':memory:');
    loadErpFixtures(db, FIXTURES, () => NOW);
    const first = loadOrderFixtures(db, FIXTURES, () => NOW);
    expect(first.loaded).toBe(true);
    expect(first.orders).toBeGreaterThan(100);
    expect(loadOrderFixtures(db, FIXTURES, () => NOW)).toEqual({ loaded: false, orders: 0 });

    const shops = db.prepare('SELECT DISTINCT shop FROM erp_orders ORDER BY shop').pluck().all();
    expect(shops).toEqual(['cellar', 'de', 'fr', 'italvinus', 'uk']);
    const latest = db.prepare('SELECT max(fecha) FROM erp_orders').pluck().get() as string;
    expect(latest < '2026-11-24T10:00:00.000Z').toBe(true);
    expect(latest > '2026-11-20').toBe(true);
    const late = db
      .prepare(
        "SELECT count(*) FROM erp_order_lines WHERE retraso = 'pending' AND fecha_stock > '2026-11-24'",
      )
      .pluck()
      .get();
    expect(late).toBeGreaterThan(20);
    const totals = db
      .prepare(
        `SELECT o.precio_total AS total, round(sum(l.cantidad * l.precio), 2) AS sum
         FROM erp_orders o JOIN erp_order_lines l USING (id_pedido) GROUP BY o.id_pedido`,
      )
      .all() as Array<{ total: number; sum: number }>;
    for (const { total, sum } of totals) expect(total).toBeCloseTo(sum, 2);
    db.close();
  });
});
