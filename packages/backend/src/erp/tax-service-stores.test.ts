import { ORDER_STATES } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { EurotaxStore } from './eurotax-store';
import { erpTestDb } from './test-db';
import { WarehouseCostStore } from './warehouse-cost-store';

// The stores of Eurotax and warehouse costs on the fixture orders, dated on the test clock (2026-03-10): the orders
// span the 45 days before it, January to March 2026.
const RANGE = ['2026-01-01', '2026-03-31'] as const;

describe('EurotaxStore', () => {
  it('leaves cancelled orders out of the grouping', () => {
    const t = erpTestDb({ orders: true });
    const store = new EurotaxStore(t.db, t.now);
    const before = store.grouping(...RANGE);
    const [country] = before.data_filtered;
    const order = t.db
      .prepare(
        `SELECT id_pedido FROM erp_orders WHERE currency = 'EUR' AND json_extract(direccion, '$.id_pais') = ?
          AND id_estado_pd <> ${ORDER_STATES.cancelled} LIMIT 1`,
      )
      .get(country?.id_pais) as { id_pedido: number };
    t.db
      .prepare('UPDATE erp_orders SET id_estado_pd = ? WHERE id_pedido = ?')
      .run(ORDER_STATES.cancelled, order.id_pedido);
    const after = store.grouping(...RANGE);
    const counted = (g: typeof after) =>
      g.data_filtered.find((c) => c.id_pais === country?.id_pais)?.numero_pedidos ?? 0;
    expect(counted(after)).toBe(counted(before) - 1);
  });
});

describe('WarehouseCostStore', () => {
  it('has no data to recalculate without a warehouse cost', () => {
    const t = erpTestDb({ orders: true });
    expect(new WarehouseCostStore(t.db, t.now).recalculate()).toEqual({ costes: 0, pedidos: 0, changes: [] });
  });

  it('registers a month without orders at 0 per bottle, and it gives no order a cost', () => {
    const t = erpTestDb({ orders: true });
    const store = new WarehouseCostStore(t.db, t.now);
    expect(store.register({ date: '2020-05-10', cost: 300 })).toMatchObject({
      mes: '2020-05',
      numero_pedidos: 0,
      numero_botellas: 0,
      coste_botella: 0,
      coste_total: 300,
      coste_total_calculado: 0,
    });
    expect(store.recalculate()).toEqual({ costes: 1, pedidos: 0, changes: [] });
  });

  it("sets each order's preparation cost to its bottles times its month's cost per bottle", () => {
    const t = erpTestDb({ orders: true });
    const store = new WarehouseCostStore(t.db, t.now);
    const cost = store.register({ date: '2026-02-28', cost: 500 });
    const { changes } = store.recalculate();
    expect(changes).toHaveLength(cost.numero_pedidos);
    for (const change of changes) {
      const row = t.db
        .prepare('SELECT coste_preparacion FROM erp_orders WHERE id_pedido = ?')
        .get(change.id_pedido) as {
        coste_preparacion: number;
      };
      expect(row.coste_preparacion).toBe(change.coste_preparacion);
      expect(change.coste_preparacion).toBeCloseTo(change.numero_botellas * cost.coste_botella, 2);
    }
  });
});
