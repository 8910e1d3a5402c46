import { commerceMessages } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';

// client.orders (Edit order) against the reference backend, in process, with the repository's fixtures.
const contract = contractBackend();
const orders = (who: Account = 'admin') => contract.client(who).orders;
const { orders: messages } = commerceMessages;

/** Fixture orders: 500001 cellar paid (CH12499 × 2, MA13017 × 2), 500004 in preparation, 500011 shipped, 500097 uk. */
const PAID = 500001;
const PREPARING = 500004;
const SHIPPED = 500011;
const UK = 500097;
/** A cellar product the catalogue marks "last units" with 2 in stock. */
const LAST_UNITS = 'CA11183';

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').toBeDefined();
  return error as { status: number; type: string; message: string; body?: { details?: unknown } };
};

describe('client.orders (Edit order)', () => {
  it('reads an order with every Edit-order field of its lines', async () => {
    const order = await orders().full(PAID);
    expect(order).toMatchObject({ id_pedido: PAID, cod_pedido: 'VXPHD28Z', shop: 'cellar', currency: 'EUR' });
    expect(order.lines[0]).toEqual({
      id_producto: 'CH12499',
      nombre: 'Château Haut-Lestrade Cuvée Prestige',
      cantidad: 2,
      base_imponible: 55,
      tipo_iva: 0.21,
      old_price: 66.55,
      new_price: 66.55,
      old_taxes: 11.55,
      new_taxes: 11.55,
      isNew: false,
      outCatalog: false,
      currency: 'EUR',
      last_units: false,
      stock: 89,
    });
    expect((await orders().full(UK)).currency).toBe('GBP');
  });

  it('lists the out-of-catalogue products', async () => {
    expect(await orders().outCatalogProducts()).toContainEqual({
      id_producto: 'XC00001',
      nombre: 'Estuche regalo 1 botella',
      precio: 4.5,
    });
  });

  it('saves the lines: quantities changed, a product added, lines at 0 dropped, the total recomputed', async () => {
    const saved = await orders().updateProducts(PREPARING, {
      product_lines: [
        { id_producto: 'HE10105', cantidad: 2 },
        { id_producto: 'MA13010', cantidad: 0 },
        { id_producto: 'XC00003', cantidad: 1 },
        { id_producto: 'XC00001', cantidad: 3, isNew: true, outCatalog: true },
      ],
      change_price: false,
      forced: false,
    });
    expect(saved.lines.map((l) => [l.id_producto, l.cantidad, l.old_price, l.tipo_iva])).toEqual([
      ['HE10105', 2, 54.45, 0.21],
      ['XC00003', 1, 35, 0.21],
      ['XC00001', 3, 4.5, 0.21],
    ]);
    expect(saved.precio_total).toBe(157.4);
    expect(saved.pack_products).toEqual([]);
    expect((await orders().full(PREPARING)).precio_total).toBe(157.4);
  });

  it('answers the products of a pack line', async () => {
    const saved = await orders().updateProducts(PAID, {
      product_lines: [{ id_producto: 'PK00100', cantidad: 1 }],
    });
    expect(saved.lines[0]).toMatchObject({ id_producto: 'PK00100', nombre: 'Pack Clásicos de Rioja' });
    expect(saved.pack_products.map((p) => [p.id_pack, p.id_producto, p.cantidad])).toEqual([
      ['PK00100', expect.any(String), 2],
      ['PK00100', 'CO12212', 1],
      ['PK00100', 'DO12884', 2],
    ]);
  });

  it('refuses a last-units quantity above the stock (409) unless forced', async () => {
    expect((await orders().full(PAID)).precio_total).toBeGreaterThan(0);
    const refused = await failure(
      orders().updateProducts(PAID, {
        product_lines: [{ id_producto: LAST_UNITS, cantidad: 3 }],
        forced: false,
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      type: 'Conflict',
      message: messages.lastUnits(LAST_UNITS, 2),
    });
    const forced = await orders().updateProducts(PAID, {
      product_lines: [{ id_producto: LAST_UNITS, cantidad: 3 }],
      forced: true,
    });
    expect(forced.lines).toEqual([
      expect.objectContaining({ id_producto: LAST_UNITS, cantidad: 3, last_units: true, stock: 2 }),
    ]);
  });

  it('refuses an order not editable in its state (409) and bad lines (400), changing nothing', async () => {
    const before = await orders().full(SHIPPED);
    expect(
      await failure(
        orders().updateProducts(SHIPPED, { product_lines: [{ id_producto: 'GO11463', cantidad: 1 }] }),
      ),
    ).toMatchObject({ status: 409, message: messages.notEditable('V3PHSZPB', 'Shipped') });
    expect(await orders().full(SHIPPED)).toEqual(before);

    const unknown = await failure(
      orders().updateProducts(UK, {
        product_lines: [
          { id_producto: 'PO12198', cantidad: 9 },
          { id_producto: 'NOPE1', cantidad: 1 },
        ],
      }),
    );
    expect(unknown).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: messages.unknownProduct('NOPE1'),
    });
    expect(unknown.body?.details).toEqual([
      { path: 'product_lines.1.id_producto', message: messages.unknownProduct('NOPE1') },
    ]);
    expect(
      await failure(
        orders().updateProducts(UK, { product_lines: [{ id_producto: 'PO12198', cantidad: -2 }] }),
      ),
    ).toMatchObject({ status: 400, body: { details: [{ path: 'product_lines.0.cantidad' }] } });
    expect((await orders().full(UK)).lines.map((l) => l.cantidad)).toEqual([4, 2]);
  });

  it('answers 404 for an unknown order and 403 to the editor account', async () => {
    expect(await failure(orders().full(1))).toMatchObject({ status: 404, type: 'NotFound' });
    expect(
      await failure(orders().updateProducts(1, { product_lines: [{ id_producto: 'CH12499', cantidad: 1 }] })),
    ).toMatchObject({ status: 404 });
    for (const call of [
      orders('editor').full(PAID),
      orders('editor').outCatalogProducts(),
      orders('editor').updateProducts(PAID, { product_lines: [{ id_producto: 'CH12499', cantidad: 1 }] }),
    ])
      expect(await failure(call)).toMatchObject({ status: 403, type: 'Forbidden' });
  });
});
