import { WAREHOUSE_CODES } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { DelayedOrderStore, orderNotificationMail } from './delayed-order-store';
import { erpTestDb, httpRefusal } from './test-db';

function setup() {
  const t = erpTestDb({ orders: true });
  return { ...t, store: new DelayedOrderStore(t.db, t.now) };
}

const lineOf = (t: ReturnType<typeof setup>, id: number) =>
  t.db
    .prepare<
      [number],
      {
        id_producto: string;
        nombre: string;
        precio: number;
        cantidad: number;
        retraso: string;
        fecha_stock: string;
      }
    >(
      'SELECT id_producto, nombre, precio, cantidad, retraso, fecha_stock FROM erp_order_lines WHERE id_linea_pedido = ?',
    )
    .get(id);

describe('DelayedOrderStore', () => {
  it('lists one row per pending late line of the shop, oldest order first, with email, stock and sum2', () => {
    const t = setup();
    const rows = t.store.delayedOrders('cellar');
    expect(rows.length).toBeGreaterThan(0);
    const pending = t.db
      .prepare<[], { n: number }>(
        "SELECT COUNT(*) AS n FROM erp_order_lines l JOIN erp_orders o USING (id_pedido) WHERE o.shop = 'cellar' AND l.retraso = 'pending'",
      )
      .get()?.n;
    expect(rows).toHaveLength(pending ?? -1);
    expect(rows.map((r) => r.fecha)).toEqual([...rows.map((r) => r.fecha)].sort());
    for (const row of rows) {
      expect(row.email).toMatch(/@/);
      expect(row.sum2).toBeGreaterThanOrEqual(1);
      expect(typeof row.stock_real).toBe('number');
    }
    expect(t.store.delayedOrders('uk').every((r) => r.cod_pedido.startsWith('U'))).toBe(true);
  });

  it('sums every pending late line of the product in sum2 and the three warehouses in stock_real', () => {
    const t = setup();
    const [row] = t.store.delayedOrders('fr');
    if (!row) throw new Error('no row');
    t.db
      .prepare(
        "UPDATE erp_warehouse_stock SET stock_real = 5 WHERE id_producto = ? AND almacen IN ('cas', 'clr')",
      )
      .run(row.id_producto);
    // A second late line of the same product in another fr order.
    const other = t.store.delayedOrders('fr').find((r) => r.id_pedido !== row.id_pedido);
    if (!other) throw new Error('no other row');
    t.db
      .prepare('UPDATE erp_order_lines SET id_producto = ?, cantidad = 4 WHERE id_linea_pedido = ?')
      .run(row.id_producto, other.id_linea_pedido);
    const again = t.store.delayedOrders('fr').find((r) => r.id_linea_pedido === row.id_linea_pedido);
    expect(again?.stock_real).toBe(10);
    expect(again?.sum2).toBe((lineOf(t, row.id_linea_pedido)?.cantidad ?? 0) + 4);
  });

  it('gives the stock bookings per warehouse with dsp = stock less every booking', () => {
    const t = setup();
    const booked = t.db
      .prepare<[], { id_producto: string; shop: 'cellar'; almacen: string; res: number }>(
        `SELECT l.id_producto, o.shop, b.almacen, b.res FROM erp_stock_bookings b
           JOIN erp_order_lines l USING (id_linea_pedido) JOIN erp_orders o USING (id_pedido) LIMIT 1`,
      )
      .get();
    if (!booked) throw new Error('no booking');
    const stocks = t.store.stocks(booked.id_producto, booked.shop);
    expect(stocks.warehouses.map((w) => w.almacen)).toEqual([...WAREHOUSE_CODES]);
    const warehouse = stocks.warehouses.find((w) => w.almacen === booked.almacen);
    expect(warehouse?.bookings.length).toBeGreaterThan(0);
    expect(warehouse?.dsp).toBe((warehouse?.stock_real ?? 0) - (warehouse?.res ?? 0));
    expect(stocks.stock_agg).toBe(stocks.warehouses.reduce((s, w) => s + w.stock_real, 0));
    for (const row of warehouse?.bookings ?? []) {
      expect(row).toMatchObject({
        id_producto: booked.id_producto,
        dsp: warehouse?.dsp,
        stock_agg: stocks.stock_agg,
      });
      expect(row.cantidad_pedido).toBeGreaterThanOrEqual(row.res);
    }
    expect(httpRefusal(() => t.store.stocks('NOPE123', 'cellar'))[0]).toBe(404);
  });

  it('changes a cam line to the next vintage in stock, completes it and recomputes the total', () => {
    const t = setup();
    const row = t.store.delayedOrders('cellar').find((r) => r.id_prov_vino === 'cam');
    if (!row) throw new Error('no cam row');
    const result = t.store.changeVintage('cellar', row.id_pedido);
    const line = lineOf(t, row.id_linea_pedido);
    expect(line?.retraso).toBe('completed');
    expect(line?.id_producto).toMatch(/^VN/);
    expect(result).toMatchObject({
      cod_pedido: row.cod_pedido,
      action: 'changeVintage',
      retraso: 'completed',
    });
    expect(result.lines[0]?.previous_id_producto).toBe(row.id_producto);
    const total = t.db
      .prepare<[number], { total: number }>(
        'SELECT ROUND(SUM(cantidad * precio), 2) AS total FROM erp_order_lines WHERE id_pedido = ?',
      )
      .get(row.id_pedido)?.total;
    expect(result.precio_total).toBe(total);
    expect(result.precio_total).not.toBe(row.precio_total);
    expect(t.store.delayedOrders('cellar').some((r) => r.id_linea_pedido === row.id_linea_pedido)).toBe(
      false,
    );
    expect(httpRefusal(() => t.store.changeVintage('cellar', row.id_pedido))).toEqual([
      409,
      `The late line of order ${row.cod_pedido} was already handled`,
    ]);
  });

  it('refuses a vintage change with no other vintage in stock, and changes nothing', () => {
    const t = setup();
    const row = t.store
      .delayedOrders('fr')
      .find(
        (r) =>
          r.id_prov_vino === 'cam' &&
          !t.db
            .prepare('SELECT 1 FROM erp_products WHERE id_producto = ? AND anyada IS NOT NULL')
            .get(r.id_producto),
      );
    if (!row) throw new Error('no cam row without vintage');
    expect(httpRefusal(() => t.store.changeVintage('fr', row.id_pedido))).toEqual([
      409,
      `There is no other vintage of ${row.id_producto} in stock for order ${row.cod_pedido}`,
    ]);
    expect(lineOf(t, row.id_linea_pedido)).toMatchObject({
      retraso: 'pending',
      id_producto: row.id_producto,
    });
  });

  it('refuses a vintage whose stock is gone', () => {
    const t = setup();
    const row = t.store.delayedOrders('cellar').find((r) => r.id_prov_vino === 'cam');
    if (!row) throw new Error('no cam row');
    t.db.prepare("UPDATE erp_warehouse_stock SET stock_real = 0 WHERE id_producto LIKE 'VN%'").run();
    expect(httpRefusal(() => t.store.changeVintage('cellar', row.id_pedido))[0]).toBe(409);
  });

  it('notifies an ago line unavailable', () => {
    const t = setup();
    const row = t.store.delayedOrders('de').find((r) => r.id_prov_vino === 'ago');
    if (!row) throw new Error('no ago row');
    expect(httpRefusal(() => t.store.notifyUnavailable('de', row.id_pedido, 'OTHER12'))[0]).toBe(409);
    const result = t.store.notifyUnavailable('de', row.id_pedido, row.id_producto);
    expect(result).toMatchObject({
      action: 'notifyUnavailable',
      retraso: 'notified',
      cod_pedido: row.cod_pedido,
    });
    expect(lineOf(t, row.id_linea_pedido)?.retraso).toBe('notified');
    expect(httpRefusal(() => t.store.notifyUnavailable('de', row.id_pedido, row.id_producto))[0]).toBe(409);
  });

  it('notifies a delay: the date becomes fecha_stock', () => {
    const t = setup();
    const row = t.store.delayedOrders('uk').find((r) => !['ago', 'cam'].includes(r.id_prov_vino));
    if (!row) throw new Error('no delay row');
    expect(
      httpRefusal(() =>
        t.store.notifyDelay('uk', row.id_pedido, [row.id_producto, 'ZZ99999'], '2026-04-01'),
      )[0],
    ).toBe(409);
    expect(lineOf(t, row.id_linea_pedido)?.retraso).toBe('pending');
    t.store.notifyDelay('uk', row.id_pedido, [row.id_producto], '2026-04-01');
    expect(lineOf(t, row.id_linea_pedido)).toMatchObject({ retraso: 'notified', fecha_stock: '2026-04-01' });
  });

  it('answers 404 for an order of another shop', () => {
    const t = setup();
    const row = t.store.delayedOrders('cellar')[0];
    if (!row) throw new Error('no row');
    expect(httpRefusal(() => t.store.changeVintage('fr', row.id_pedido))).toEqual([
      404,
      `Order F${row.id_pedido} not found`,
    ]);
  });
});

describe('orderNotificationMail', () => {
  const base = {
    id_pedido: 1,
    cod_pedido: 'V<1>',
    precio_total: 10,
    notified: null,
    retraso: 'notified' as const,
  };
  const line = {
    id_linea_pedido: 9,
    id_producto: 'AB12345',
    nombre: 'Tinto & Co',
    fecha_stock: '2026-04-01',
  };
  const customer = { email: 'ana@example.com', idioma: 'es' };

  it('tells the customer which product is unavailable, or the day it is expected, escaped', () => {
    expect(orderNotificationMail({ ...base, action: 'notifyUnavailable', lines: [line] }, customer)).toEqual({
      kind: 'order-notification',
      recipient: 'ana@example.com',
      subject: 'Your order V<1>',
      html: '<p>About your order V&lt;1&gt;:</p><ul><li>Tinto &amp; Co (AB12345) is no longer available.</li></ul>',
      lang: 'es',
    });
    expect(
      orderNotificationMail({ ...base, action: 'notifyDelay', lines: [line] }, customer)?.html,
    ).toContain('is expected on 2026-04-01.');
  });

  it('sends nothing for a vintage change', () => {
    expect(
      orderNotificationMail(
        { ...base, action: 'changeVintage', retraso: 'completed', lines: [line] },
        customer,
      ),
    ).toBeUndefined();
  });
});
