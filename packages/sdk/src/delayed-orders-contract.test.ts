import { madridDay, type ShopId } from '@cellar/validation';
import { commerceMessages, WAREHOUSE_CODES } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { type CellarClient, createClient } from './create-client';

// Delays & Notifications and Group Orders (commerce-operations §7 "Delays and group orders") against the
// reference backend in process, with the repository's fixtures.
const server = contractBackend();
const as = (account: Account): CellarClient => server.client(account);
const { delays } = commerceMessages;

const day = (days: number): string => {
  const date = new Date(`${madridDay(Date.now())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').toBeDefined();
  return error as { status: number; type: string; message: string };
};

/** A pending late row of the shop whose supplier is `supplier` (ago, cam) or, for 'other', neither. */
async function lateRow(shop: ShopId, supplier: 'ago' | 'cam' | 'other', skip: number[] = []) {
  const rows = await as('admin').orders.delayedOrders(shop);
  const row = rows.find(
    (r) =>
      !skip.includes(r.id_pedido) &&
      (supplier === 'other' ? !['ago', 'cam'].includes(r.id_prov_vino) : r.id_prov_vino === supplier),
  );
  if (!row) throw new Error(`no ${supplier} row in ${shop}`);
  return row;
}

const EVERY_CALL: [string, (c: CellarClient) => Promise<unknown>][] = [
  ['delayedOrders', (c) => c.orders.delayedOrders('cellar')],
  ['stocks', (c) => c.orders.stocks('RA10476', 'cellar')],
  ['changeVintage', (c) => c.orders.changeVintage('cellar', 500002)],
  ['notifyUnavailable', (c) => c.orders.notifyUnavailable('cellar', 500001, 'X')],
  ['notifyDelay', (c) => c.orders.notifyDelay('cellar', 500003, { products: ['X'], date: day(1) })],
  ['groupProviders', (c) => c.orders.groupProviders()],
  ['preparableGroupOrders', (c) => c.orders.preparableGroupOrders('cellar', 'fr')],
  ['mergeGroupOrders', (c) => c.orders.mergeGroupOrders({ orders: [1, 2], shop: 'cellar', buyer: 'fr' })],
];

describe('delays and group orders: permissions', () => {
  it.each(EVERY_CALL)('%s is refused to the editor and the viewer: 403', async (_, call) => {
    for (const account of ['editor', 'viewer'] as const)
      expect(await rejection(call(as(account)))).toMatchObject({ status: 403, type: 'Forbidden' });
  });
});

describe('GET @delayed-orders', () => {
  it('answers one row per late line of the shop, oldest first, every field', async () => {
    const rows = await as('admin').orders.delayedOrders('italvinus');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.cod_pedido.startsWith('I'))).toBe(true);
    expect(rows.map((r) => r.fecha)).toEqual(rows.map((r) => r.fecha).sort());
    expect(rows[0]).toEqual(
      expect.objectContaining({
        email: expect.stringContaining('@'),
        stock_real: expect.any(Number),
        sum2: expect.any(Number),
        ccompra: expect.any(Number),
        fecha_stock: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
  });

  it('refuses an unknown shop with 400', async () => {
    const error = await rejection(as('admin').orders.delayedOrders('es' as ShopId));
    expect(error).toMatchObject({ status: 400, type: 'ValidationError', message: delays.unknownShop });
  });
});

describe('GET @stocks', () => {
  it('answers the three warehouses with stock, bookings and availability', async () => {
    const row = await lateRow('cellar', 'other');
    const table = await as('admin').orders.stocks(row.id_producto, 'cellar');
    expect(table.warehouses.map((w) => w.almacen)).toEqual([...WAREHOUSE_CODES]);
    for (const w of table.warehouses) expect(w.dsp).toBe(w.stock_real - w.res);
    expect(table.stock_agg).toBe(row.stock_real);
  });

  it('refuses an unknown product (404) and a missing one (400)', async () => {
    expect(await rejection(as('admin').orders.stocks('NOPE999', 'cellar'))).toMatchObject({ status: 404 });
    expect(await rejection(as('admin').orders.stocks('', 'cellar'))).toMatchObject({ status: 400 });
    expect(await rejection(as('admin').orders.stocks('RA10476', 'xx' as ShopId))).toMatchObject({
      status: 400,
    });
  });
});

describe('POST {shopletter}{id_pedido}/@change-vintage', () => {
  it('takes the next vintage, completes the line, and a second call is 409 already handled', async () => {
    const row = await lateRow('cellar', 'cam');
    const result = await as('admin').orders.changeVintage('cellar', row.id_pedido);
    expect(result).toMatchObject({
      cod_pedido: row.cod_pedido,
      action: 'changeVintage',
      retraso: 'completed',
      notified: null,
    });
    expect(result.lines[0]).toMatchObject({ previous_id_producto: row.id_producto });
    expect(result.lines[0]?.id_producto).not.toBe(row.id_producto);
    const rows = await as('admin').orders.delayedOrders('cellar');
    expect(rows.some((r) => r.id_linea_pedido === row.id_linea_pedido)).toBe(false);
    const again = await rejection(as('admin').orders.changeVintage('cellar', row.id_pedido));
    expect(again).toMatchObject({ status: 409, message: delays.alreadyHandled(row.cod_pedido) });
    const { logs } = await as('admin').content.logs(`/erp/orders/${row.id_pedido}`);
    expect(logs[0]).toMatchObject({ user: 'admin@example.com', action: 'modify' });
  });

  it('refuses with 409 when there is no other vintage, and the row stays', async () => {
    const rows = await as('admin').orders.delayedOrders('fr');
    const cams = rows.filter((r) => r.id_prov_vino === 'cam');
    const results = await Promise.all(
      cams.map((r) =>
        as('admin')
          .orders.changeVintage('fr', r.id_pedido)
          .then(
            () => undefined,
            (e: unknown) => e,
          ),
      ),
    );
    const refused = results.findIndex((e) => e !== undefined);
    const row = cams[refused];
    if (!row) throw new Error('every fr cam line found a vintage');
    expect(results[refused]).toMatchObject({
      status: 409,
      message: delays.noOtherVintage(row.cod_pedido, row.id_producto),
    });
    expect(
      (await as('admin').orders.delayedOrders('fr')).some((r) => r.id_linea_pedido === row.id_linea_pedido),
    ).toBe(true);
  });

  it('answers 404 for an unknown order and for the letter of another shop, 400 for a malformed id', async () => {
    const row = await lateRow('de', 'cam');
    expect(await rejection(as('admin').orders.changeVintage('cellar', row.id_pedido))).toMatchObject({
      status: 404,
      type: 'NotFound',
    });
    expect(await rejection(as('admin').orders.changeVintage('de', 999_999))).toMatchObject({ status: 404 });
    const token = await createClient({
      baseUrl: 'http://localhost',
      fetch: server.backend.fetch,
    }).session.login({
      email: 'admin@example.com',
      password: 'admin',
    });
    const response = await server.backend.fetch(
      new Request(`http://localhost/db/erp/orders/X${row.id_pedido}/@change-vintage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'ValidationError' });
  });
});

describe('POST {shopletter}{id_pedido}/@update-na', () => {
  it('notifies an ago line unavailable; again is 409', async () => {
    const row = await lateRow('fr', 'ago');
    const result = await as('admin').orders.notifyUnavailable('fr', row.id_pedido, row.id_producto);
    expect(result).toMatchObject({
      cod_pedido: row.cod_pedido,
      action: 'notifyUnavailable',
      retraso: 'notified',
    });
    const sent = await as('admin').newsletters.outbox({ kind: 'order-notification', size: 1 });
    expect(result.notified).toBe(row.email);
    expect(sent.items[0]).toMatchObject({ recipient: row.email, subject: `Your order ${row.cod_pedido}` });
    expect(
      await rejection(as('admin').orders.notifyUnavailable('fr', row.id_pedido, row.id_producto)),
    ).toMatchObject({
      status: 409,
      message: delays.alreadyHandled(row.cod_pedido),
    });
  });

  it('refuses a missing referencia (400) and a product with no late ago line (409)', async () => {
    const row = await lateRow('italvinus', 'ago');
    expect(
      await rejection(as('admin').orders.notifyUnavailable('italvinus', row.id_pedido, ' ')),
    ).toMatchObject({
      status: 400,
      type: 'ValidationError',
    });
    expect(
      await rejection(as('admin').orders.notifyUnavailable('italvinus', row.id_pedido, 'ZZ00000')),
    ).toMatchObject({
      status: 409,
    });
  });
});

describe('POST {shopletter}{id_pedido}/@notify-delay', () => {
  it('sets the available date and notifies; the row leaves the list', async () => {
    const row = await lateRow('uk', 'other');
    const date = day(10);
    const result = await as('admin').orders.notifyDelay('uk', row.id_pedido, {
      products: [row.id_producto],
      date,
    });
    expect(result).toMatchObject({
      action: 'notifyDelay',
      retraso: 'notified',
      lines: [{ fecha_stock: date }],
    });
    const sent = await as('admin').newsletters.outbox({ kind: 'order-notification', size: 1 });
    expect(result.notified).toBe(row.email);
    expect(sent.items[0]).toMatchObject({ recipient: row.email, subject: `Your order ${row.cod_pedido}` });
    expect(
      (await as('admin').orders.delayedOrders('uk')).some((r) => r.id_linea_pedido === row.id_linea_pedido),
    ).toBe(false);
  });

  it.each([
    ['a day in the past', { date: day(-1) }, delays.dateInThePast],
    ['no real date', { date: '2026-02-30' }, 'The available date is not a valid date (YYYY-MM-DD)'],
    ['no products', { products: [] }, 'Please input the products'],
  ])('refuses %s with 400 and changes nothing', async (_, change, message) => {
    const row = await lateRow('de', 'other');
    const outboxBefore = (await as('admin').newsletters.outbox({ kind: 'order-notification' })).items_total;
    const error = await rejection(
      as('admin').orders.notifyDelay('de', row.id_pedido, {
        products: [row.id_producto],
        date: day(3),
        ...change,
      }),
    );
    expect(error).toMatchObject({ status: 400, type: 'ValidationError', message });
    expect((await as('admin').newsletters.outbox({ kind: 'order-notification' })).items_total).toBe(
      outboxBefore,
    );
    expect(
      (await as('admin').orders.delayedOrders('de')).some((r) => r.id_linea_pedido === row.id_linea_pedido),
    ).toBe(true);
  });
});

describe('group orders', () => {
  it('lists the pairs and the preparable rows with CON or SIN', async () => {
    const pairs = await as('admin').orders.groupProviders();
    expect(pairs).toContainEqual({ tienda: 'cellar', comprador: 'fr' });
    const rows = await as('admin').orders.preparableGroupOrders('cellar', 'de');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(['CON', 'SIN']).toContain(row.case);
    expect(await rejection(as('admin').orders.preparableGroupOrders('cellar', 'es' as ShopId))).toMatchObject(
      {
        status: 400,
        message: delays.unknownBuyer,
      },
    );
  });

  it('merges two orders into a new one; the merged ones leave the list', async () => {
    const ids = [
      ...new Set((await as('admin').orders.preparableGroupOrders('de', 'fr')).map((r) => r.id_pedido)),
    ];
    const [a, b] = ids;
    if (a === undefined || b === undefined) throw new Error('need two orders');
    const merged = await as('admin').orders.mergeGroupOrders({ orders: [a, b], shop: 'de', buyer: 'fr' });
    expect(merged).toMatchObject({
      merged: [a, b].sort((x, y) => x - y),
      cod_pedido: `D${merged.id_pedido}`,
    });
    const after = (await as('admin').orders.preparableGroupOrders('de', 'fr')).map((r) => r.id_pedido);
    expect(after).not.toContain(a);
    expect(after).not.toContain(b);
    const { logs } = await as('admin').content.logs(`/erp/orders/${a}`);
    expect(logs[0]?.payload).toEqual({ merged_into: merged.id_pedido });
  });

  it('refuses one order (400) and orders of another pair (409 naming them), changing nothing', async () => {
    const rows = await as('admin').orders.preparableGroupOrders('cellar', 'uk');
    const [a] = [...new Set(rows.map((r) => r.id_pedido))];
    if (a === undefined) throw new Error('no order');
    expect(
      await rejection(as('admin').orders.mergeGroupOrders({ orders: [a], shop: 'cellar', buyer: 'uk' })),
    ).toMatchObject({
      status: 400,
      message: delays.mergeTwo,
    });
    expect(
      await rejection(as('admin').orders.mergeGroupOrders({ orders: [a, 777], shop: 'cellar', buyer: 'uk' })),
    ).toMatchObject({ status: 409, message: delays.notPreparable([777]) });
    expect(await as('admin').orders.preparableGroupOrders('cellar', 'uk')).toEqual(rows);
  });
});
