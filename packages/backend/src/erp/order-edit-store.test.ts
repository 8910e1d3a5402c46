import { commerceMessages, type EditOrderLine, type OrderEditPayload } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { isApiError } from '../http/errors';
import { OrderEditStore } from './order-edit-store';
import { loadOrderFixtures } from './order-fixtures';
import { erpTestDb, REPO_FIXTURES_DIR } from './test-db';

const { orders: messages } = commerceMessages;

/** Order 500001 of the fixtures: cellar, paid, CH12499 × 2 at 66.55 and MA13017 × 2 at 30.25 (VAT 0.21). */
const ORDER = 500001;
/** Order 500011: cellar, shipped. */
const SHIPPED = 500011;
/** A cellar product the content marks "last units", with 2 in stock. */
const LAST_UNITS = 'CA11183';

/** What the content holds for these tests: the last-units option and a pack (erpTestDb loads no content). */
function addContent(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO objects (uid, path, parent_uid, id, type_name, depth, title, creation_date, modification_date, data)
     VALUES (?, ?, NULL, ?, 'Producto', 2, ?, '2026-01-01', '2026-01-01', ?)`,
  );
  const index = db.prepare('INSERT INTO object_index (uid, field, text) VALUES (?, ?, ?)');
  insert.run(
    'u-wine',
    '/wine',
    'wine',
    'Wine',
    JSON.stringify({
      tipo: '/vi/espumoso',
      opciones: {
        [`${LAST_UNITS}-cellar`]: { tienda: 'cellar', referencia: LAST_UNITS, ultimas_unidades: true },
        [`${LAST_UNITS}-fr`]: { tienda: 'fr', referencia: LAST_UNITS },
      },
    }),
  );
  index.run('u-wine', 'referencias', LAST_UNITS);
  insert.run(
    'u-pack',
    '/pack',
    'pack',
    'Pack',
    JSON.stringify({
      nombre: 'Pack Clásicos',
      tipo: '/pk',
      referencia_pack: 'PK00100',
      contenido_del_pack: {
        'herran-de-abalos-joven#75': { cantidad: 2, orden: 1 },
        CH12499: { cantidad: 1, orden: 0 },
      },
      opciones: { 'PK00100-cellar': { tienda: 'cellar', referencia: 'PK00100', precio: 150 } },
    }),
  );
  index.run('u-pack', 'referencia_pack', 'PK00100');
  index.run('u-pack', 'referencias', 'PK00100');
}

const setup = () => {
  const t = erpTestDb();
  loadOrderFixtures(t.db, REPO_FIXTURES_DIR, t.now);
  addContent(t.db);
  return { ...t, store: new OrderEditStore(t.db, t.now) };
};

const line = (id_producto: string, cantidad: number, extra: Partial<EditOrderLine> = {}): EditOrderLine => ({
  id_producto,
  nombre: '',
  cantidad,
  isNew: false,
  outCatalog: false,
  ...extra,
});
const payload = (lines: EditOrderLine[], options: Partial<OrderEditPayload> = {}): OrderEditPayload => ({
  product_lines: lines,
  change_price: false,
  forced: false,
  ...options,
});

const caught = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isApiError(error))
      return { status: error.status, type: error.type, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected a refusal');
};

/** The store's update inside one transaction, as the audited write runs it. */
const inTransaction = (db: Db, run: () => unknown) => () => db.transaction(run)();

describe('OrderEditStore.full', () => {
  it('answers every §3 field of each line, with base and taxes split from the unit price', () => {
    const { store } = setup();
    const order = store.full(ORDER);
    expect(order).toMatchObject({
      id_pedido: ORDER,
      cod_pedido: 'VXPHD28Z',
      shop: 'cellar',
      currency: 'EUR',
      precio_total: 193.6,
      id_estado_pd: 2,
    });
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
  });

  it("gives today's catalogue price as new_price and marks out-of-catalogue lines at VAT 0.21", () => {
    const { db, store } = setup();
    db.prepare(`UPDATE erp_products SET precio = 72.6 WHERE id_producto = 'CH12499'`).run();
    const first = store.full(ORDER).lines[0];
    expect(first).toMatchObject({ old_price: 66.55, new_price: 72.6, old_taxes: 11.55, new_taxes: 12.6 });
    const outCatalog = store.full(500004).lines.find((l) => l.id_producto === 'XC00003');
    expect(outCatalog).toMatchObject({ outCatalog: true, tipo_iva: 0.21, stock: null, old_price: 35 });
  });

  it('reads last units from the content option of the order shop', () => {
    const { db, store } = setup();
    db.prepare(
      `INSERT INTO erp_order_lines (id_pedido, id_producto, nombre, cantidad, precio, tipo_iva) VALUES (?, ?, 'x', 1, 24.2, 0.21)`,
    ).run(ORDER, LAST_UNITS);
    expect(store.full(ORDER).lines.at(-1)).toMatchObject({ last_units: true, stock: 2 });
  });

  it('is 404 for an unknown order', () => {
    expect(caught(() => setup().store.full(1))).toMatchObject({ status: 404, type: 'NotFound' });
  });

  it('lists the out-of-catalogue products', () => {
    expect(
      setup()
        .store.outCatalogProducts()
        .map((p) => p.id_producto),
    ).toEqual(['XC00001', 'XC00002', 'XC00003', 'XC00004']);
  });
});

describe('OrderEditStore.update', () => {
  it('changes quantities, adds a line at the catalogue price, drops the missing one and recomputes the total', () => {
    const { store } = setup();
    const saved = store.update(ORDER, payload([line('CH12499', 3), line('XC00001', 2, { isNew: true })]));
    expect(
      saved.lines.map((l) => [l.id_producto, l.cantidad, l.old_price, l.tipo_iva, l.outCatalog]),
    ).toEqual([
      ['CH12499', 3, 66.55, 0.21, false],
      ['XC00001', 2, 4.5, 0.21, true],
    ]);
    expect(saved.precio_total).toBe(208.65);
    expect(store.full(ORDER).precio_total).toBe(208.65);
    expect(saved.pack_products).toEqual([]);
  });

  it('keeps the old price unless change_price, which takes the new one', () => {
    const { db, store } = setup();
    db.prepare(`UPDATE erp_products SET precio = 70 WHERE id_producto = 'CH12499'`).run();
    const kept = store.update(ORDER, payload([line('CH12499', 1)]));
    expect(kept.lines[0]).toMatchObject({ old_price: 66.55, new_price: 70 });
    const changed = store.update(ORDER, payload([line('CH12499', 1)], { change_price: true }));
    expect(changed.lines[0]).toMatchObject({ old_price: 70, new_price: 70 });
    expect(changed.precio_total).toBe(70);
  });

  it('gives a new line of a foreign shop its VAT', () => {
    const { store } = setup();
    const saved = store.update(500049, payload([line('CH12499', 1, { isNew: true })]));
    expect(saved.lines.find((l) => l.id_producto === 'CH12499')).toMatchObject({ tipo_iva: 0.2 });
  });

  it('refuses a last-units quantity above the stock with nothing changed, and saves it when forced', () => {
    const { db, store } = setup();
    const refused = caught(
      inTransaction(db, () => store.update(ORDER, payload([line('CH12499', 5), line(LAST_UNITS, 3)]))),
    );
    expect(refused).toMatchObject({
      status: 409,
      type: 'Conflict',
      message: messages.lastUnits(LAST_UNITS, 2),
    });
    expect(store.full(ORDER).lines.map((l) => [l.id_producto, l.cantidad])).toEqual([
      ['CH12499', 2],
      ['MA13017', 2],
    ]);
    expect(store.update(ORDER, payload([line(LAST_UNITS, 2)])).lines[0]?.cantidad).toBe(2);
    const forced = store.update(ORDER, payload([line(LAST_UNITS, 3)], { forced: true }));
    expect(forced.lines[0]?.cantidad).toBe(3);
    // An existing line above the cap that does not grow is kept.
    expect(store.update(ORDER, payload([line(LAST_UNITS, 3)])).lines[0]?.cantidad).toBe(3);
  });

  it('refuses an unknown product by name, rolling back the lines already changed', () => {
    const { db, store } = setup();
    const refused = caught(
      inTransaction(db, () => store.update(ORDER, payload([line('CH12499', 9), line('ZZ99999', 1)]))),
    );
    expect(refused).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: messages.unknownProduct('ZZ99999'),
      details: [{ path: 'product_lines.1.id_producto', message: messages.unknownProduct('ZZ99999') }],
    });
    expect(store.full(ORDER).precio_total).toBe(193.6);
  });

  it('refuses an order outside pending payment, paid and in preparation (409) and an empty save (400)', () => {
    const { store } = setup();
    expect(caught(() => store.update(SHIPPED, payload([line('GO11463', 1)])))).toMatchObject({
      status: 409,
      message: messages.notEditable('V3PHSZPB', 'Shipped'),
    });
    expect(caught(() => store.update(ORDER, payload([])))).toMatchObject({
      status: 400,
      message: commerceMessages.newOrder.noProducts,
    });
    expect(caught(() => store.update(1, payload([line('CH12499', 1)])))).toMatchObject({ status: 404 });
  });

  it('prices a pack from its content option and lists its products times the line quantity', () => {
    const { store } = setup();
    const saved = store.update(ORDER, payload([line('PK00100', 2, { isNew: true })]));
    expect(saved.lines[0]).toMatchObject({ id_producto: 'PK00100', nombre: 'Pack Clásicos', old_price: 150 });
    expect(saved.precio_total).toBe(300);
    expect(saved.pack_products).toEqual([
      {
        id_pack: 'PK00100',
        id_producto: 'CH12499',
        nombre: 'Château Haut-Lestrade Cuvée Prestige',
        cantidad: 2,
      },
      { id_pack: 'PK00100', id_producto: 'HE10028', nombre: 'Herrán de Ábalos Joven', cantidad: 4 },
    ]);
  });

  it('keeps an order line of a duplicated product apart, matching lines in order', () => {
    // Order 500011 is shipped: make it paid to edit its two RA10455 lines.
    const t = setup();
    t.db.prepare('UPDATE erp_orders SET id_estado_pd = 2 WHERE id_pedido = ?').run(SHIPPED);
    const saved = t.store.update(SHIPPED, payload([line('RA10455', 4), line('RA10455', 2)]));
    expect(saved.lines.map((l) => [l.id_producto, l.cantidad])).toEqual([
      ['RA10455', 4],
      ['RA10455', 2],
    ]);
  });
});
