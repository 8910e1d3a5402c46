import { ORDER_STATES } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { GroupOrderStore } from './group-order-store';
import { erpTestDb, httpRefusal } from './test-db';

function setup() {
  const t = erpTestDb({ orders: true });
  return { ...t, store: new GroupOrderStore(t.db, t.now) };
}

describe('GroupOrderStore', () => {
  it('lists the pairs with preparable group orders', () => {
    const { store } = setup();
    expect(store.providers()).toContainEqual({ tienda: 'cellar', comprador: 'fr' });
    expect(store.providers()).toContainEqual({ tienda: 'de', comprador: 'fr' });
  });

  it('lists one row per line of the pair, CON when the available stock covers it', () => {
    const t = setup();
    const rows = t.store.preparable('cellar', 'fr');
    expect(new Set(rows.map((r) => r.id_pedido)).size).toBe(6);
    const row = rows[0];
    if (!row) throw new Error('no row');
    t.db.prepare('UPDATE erp_warehouse_stock SET stock_real = 0 WHERE id_producto = ?').run(row.id_producto);
    expect(
      t.store.preparable('cellar', 'fr').find((r) => r.id_linea_pedido === row.id_linea_pedido)?.case,
    ).toBe('SIN');
    t.db
      .prepare("UPDATE erp_warehouse_stock SET stock_real = ? WHERE id_producto = ? AND almacen = 'cas'")
      .run(row.cantidad_pedido + 500, row.id_producto);
    expect(
      t.store.preparable('cellar', 'fr').find((r) => r.id_linea_pedido === row.id_linea_pedido)?.case,
    ).toBe('CON');
  });

  it('merges orders into a new one with the lines summed per product', () => {
    const t = setup();
    const rows = t.store.preparable('cellar', 'fr');
    const [a, b] = [...new Set(rows.map((r) => r.id_pedido))];
    if (a === undefined || b === undefined) throw new Error('need two orders');
    // Both orders hold the same product so that its quantities add up.
    const lineB = rows.find((r) => r.id_pedido === b);
    const lineA = rows.find((r) => r.id_pedido === a);
    if (!lineA || !lineB) throw new Error('no lines');
    t.db
      .prepare('UPDATE erp_order_lines SET id_producto = ? WHERE id_linea_pedido = ?')
      .run(lineA.id_producto, lineB.id_linea_pedido);
    const before = t.db
      .prepare<[number, number], { id_producto: string; cantidad: number; precio: number }>(
        'SELECT id_producto, cantidad, precio FROM erp_order_lines WHERE id_pedido IN (?, ?)',
      )
      .all(a, b);
    const merged = t.store.merge({ orders: [b, a], shop: 'cellar', buyer: 'fr' });
    const lines = t.db
      .prepare<[number], { id_producto: string; cantidad: number }>(
        'SELECT id_producto, cantidad FROM erp_order_lines WHERE id_pedido = ?',
      )
      .all(merged.id_pedido);
    const want = new Map<string, number>();
    for (const l of before) want.set(l.id_producto, (want.get(l.id_producto) ?? 0) + l.cantidad);
    expect(new Map(lines.map((l) => [l.id_producto, l.cantidad]))).toEqual(want);
    expect(lines.length).toBe(want.size);
    const order = t.db
      .prepare<[number], { shop: string; comprador: string; id_estado_pd: number; precio_total: number }>(
        'SELECT shop, comprador, id_estado_pd, precio_total FROM erp_orders WHERE id_pedido = ?',
      )
      .get(merged.id_pedido);
    expect(order).toMatchObject({
      shop: 'cellar',
      comprador: 'fr',
      id_estado_pd: ORDER_STATES.preparing,
      precio_total: merged.precio_total,
    });
    const states = t.db
      .prepare<[number, number], { id_estado_pd: number; merged_into: number }>(
        'SELECT id_estado_pd, merged_into FROM erp_orders WHERE id_pedido IN (?, ?)',
      )
      .all(a, b);
    expect(states).toEqual([
      { id_estado_pd: ORDER_STATES.merged, merged_into: merged.id_pedido },
      { id_estado_pd: ORDER_STATES.merged, merged_into: merged.id_pedido },
    ]);
    expect(
      t.store.preparable('cellar', 'fr').some((r) => [a, b, merged.id_pedido].includes(r.id_pedido)),
    ).toBe(false);
  });

  it('refuses fewer than two orders and orders of another pair, changing nothing', () => {
    const t = setup();
    const [a, b] = [...new Set(t.store.preparable('cellar', 'fr').map((r) => r.id_pedido))] as [
      number,
      number,
    ];
    const deOrder = t.store.preparable('cellar', 'de')[0]?.id_pedido ?? 0;
    expect(httpRefusal(() => t.store.merge({ orders: [a, a], shop: 'cellar', buyer: 'fr' }))).toEqual([
      400,
      'Select at least two orders to merge',
    ]);
    expect(
      httpRefusal(() => t.store.merge({ orders: [a, b, deOrder, 1], shop: 'cellar', buyer: 'fr' })),
    ).toEqual([409, `These orders are not preparable group orders of that shop and buyer: 1, ${deOrder}`]);
    expect(new Set(t.store.preparable('cellar', 'fr').map((r) => r.id_pedido)).size).toBe(6);
  });
});
