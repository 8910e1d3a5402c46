import { commerceMessages } from '@cellar/validation/commerce';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ErpTestBackend, erpTestBackend } from './test-db';

// The HTTP surface of Edit order beyond the store's tests: input parsing, audit, permissions, trailing slashes.
let t: ErpTestBackend;
beforeEach(async () => {
  t = await erpTestBackend();
});
afterEach(() => t.backend.close());

const ORDER = 500001;
const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;
const update = (body: unknown, id: number | string = ORDER) =>
  t.erp('POST', `/orders/${id}/@update-products`, { body });

describe('Edit order routes', () => {
  it('reads an order, with or without the trailing slash, and lists the out-of-catalogue products', async () => {
    for (const path of [`/orders/${ORDER}/@full`, `/orders/${ORDER}/@full/`]) {
      const order = await json<{ id_pedido: number; lines: unknown[] }>(t.erp('GET', path));
      expect(order.id_pedido).toBe(ORDER);
      expect(order.lines).toHaveLength(2);
    }
    const out = await json<{ id_producto: string }[]>(t.erp('GET', '/@ids-products-out-catalog'));
    expect(out.map((p) => p.id_producto)).toContain('XC00001');
  });

  it('saves in one audited write and logs the lines saved under /erp/orders/{id}', async () => {
    const before = (await t.erpLogs()).length;
    const res = await update({
      product_lines: [
        { id_producto: 'CH12499', cantidad: 1, last_units: true, stock: 0 },
        { id_producto: 'MA13017', cantidad: 0 },
      ],
      change_price: false,
      forced: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      precio_total: 66.55,
      lines: [{ id_producto: 'CH12499', cantidad: 1 }],
    });
    const logs = await t.erpLogs();
    expect(logs).toHaveLength(before + 1);
    expect(logs[0]).toMatchObject({
      path: `/erp/orders/${ORDER}`,
      action: 'modify',
      user: 'admin@example.com',
      payload: {
        product_lines: [{ id_producto: 'CH12499', cantidad: 1, precio: 66.55 }],
        change_price: false,
        forced: false,
        precio_total: 66.55,
      },
    });
  });

  it('refuses bad input with 400 in the rules wording, logging nothing and changing nothing', async () => {
    const before = (await t.erpLogs()).length;
    const cases: [unknown, string, string][] = [
      [{}, 'product_lines', 'Please input the product lines'],
      [
        { product_lines: [{ id_producto: 'CH12499', cantidad: -1 }] },
        'product_lines.0.cantidad',
        'The quantity must be at least 0',
      ],
      [
        { product_lines: [{ id_producto: '', cantidad: 1 }] },
        'product_lines.0.id_producto',
        'Please input the product',
      ],
      [
        { product_lines: [{ id_producto: 'CH12499', cantidad: 0 }] },
        'product_lines',
        commerceMessages.newOrder.noProducts,
      ],
      [
        {
          product_lines: [
            { id_producto: 'CH12499', cantidad: 0 },
            { id_producto: 'NOPE', cantidad: 1 },
          ],
        },
        'product_lines.1.id_producto',
        commerceMessages.orders.unknownProduct('NOPE'),
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        type: 'ValidationError',
        message,
        details: [{ path, message }],
      });
    }
    expect((await t.erp('POST', `/orders/${ORDER}/@update-products`, { rawBody: '{' })).status).toBe(400);
    expect((await t.erpLogs()).length).toBe(before);
    expect(await json(t.erp('GET', `/orders/${ORDER}/@full`))).toMatchObject({ precio_total: 193.6 });
  });

  it('answers 404 for an unknown order, 400 for a bad id, and 403 to non-admins', async () => {
    expect((await t.erp('GET', '/orders/1/@full')).status).toBe(404);
    expect((await update({ product_lines: [{ id_producto: 'CH12499', cantidad: 1 }] }, 1)).status).toBe(404);
    expect((await t.erp('GET', '/orders/abc/@full')).status).toBe(400);
    const editor = await t.backend.tokenFor('editor');
    for (const [method, path] of [
      ['GET', `/db/erp/orders/${ORDER}/@full`],
      ['GET', '/db/erp/@ids-products-out-catalog'],
      ['POST', `/db/erp/orders/${ORDER}/@update-products`],
    ] as const)
      expect(
        (await t.backend.call(method, path, { token: editor, ...(method === 'POST' ? { body: {} } : {}) }))
          .status,
      ).toBe(403);
  });
});
