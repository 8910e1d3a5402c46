import { formMessages } from '@cellar/validation';
import {
  commerceMessages,
  ORDER_STATES,
  PRESENT_MESSAGE_MAX_LENGTH,
  SHOP_VAT_RATES,
} from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { type NewOrderBatchInput, NewOrderStore } from './new-order-store';
import { erpTestDb, inputRefusal } from './test-db';

// Fixture invoices: 301 DRAFT with a billing address (customer in es), 302 DRAFT without, 303 INVOICED.
function setup() {
  const test = erpTestDb({ orders: true });
  return { ...test, store: new NewOrderStore(test.db, test.now) };
}

const address = {
  linea1: 'Calle Mayor 1',
  codigo_postal: '28001',
  telefono: '600000000',
  destinatario: 'Ana Pérez',
  id_provincia: '28',
  id_pais: 'es',
  ciudad: 'Madrid',
};
const batch = (overrides: Partial<NewOrderBatchInput> = {}): NewOrderBatchInput => ({
  id: 301,
  order: { tipo_descuento: '', descuento: 0, gift_paper: false, present_message: '', observaciones: '' },
  products: [
    { id_producto: 'HE10007', quantity: 2, price: 30 },
    { id_producto: 'XC00001', quantity: 1, price: 4.5 },
  ],
  addresses: [address],
  ...overrides,
});

describe('NewOrderStore', () => {
  it('reads the invoice with its customer and the shop of their country', () => {
    const { store } = setup();
    expect(store.invoice(301)).toMatchObject({ id: 301, status: 'DRAFT', id_usuario: 1010, shop: 'cellar' });
    expect(store.invoice(999)).toBeUndefined();
  });

  it('plans lines at the shop VAT, 0.21 out of catalogue, and the total minus a percent discount', () => {
    const { store } = setup();
    const plan = store.plan(batch({ order: { tipo_descuento: '%', descuento: 10 } }));
    expect(plan?.lines).toEqual([
      expect.objectContaining({
        id_producto: 'HE10007',
        tipo_iva: SHOP_VAT_RATES.cellar,
        out_catalog: false,
      }),
      expect.objectContaining({ id_producto: 'XC00001', tipo_iva: 0.21, out_catalog: true }),
    ]);
    expect(plan?.precio_total).toBe(58.05);
    expect(store.plan(batch({ order: { tipo_descuento: '', descuento: 10 } }))?.precio_total).toBe(64.5);
  });

  it('writes an order of the invoice with its lines, pending payment, at the address', () => {
    const { store, db } = setup();
    const plan = store.plan(batch());
    if (!plan?.addresses[0]?.ok) throw new Error('address refused');
    const created = store.createOrder(plan, plan.addresses[0].address);
    expect(created.cod_pedido).toMatch(/^V[A-Z2-9]{7}$/);
    const order = db.prepare('SELECT * FROM erp_orders WHERE id_pedido = ?').get(created.id_pedido) as Record<
      string,
      unknown
    >;
    expect(order).toMatchObject({
      shop: 'cellar',
      id_usuario: 1010,
      id_multifactura: 301,
      id_estado_pd: ORDER_STATES.pendingPayment,
      precio_total: 64.5,
    });
    expect(JSON.parse(order.direccion as string)).toMatchObject({ ...address, linea2: '', linea3: '' });
    const lines = db
      .prepare(
        'SELECT id_producto, cantidad, precio FROM erp_order_lines WHERE id_pedido = ? ORDER BY id_producto',
      )
      .all(created.id_pedido);
    expect(lines).toEqual([
      { id_producto: 'HE10007', cantidad: 2, precio: 30 },
      { id_producto: 'XC00001', cantidad: 1, precio: 4.5 },
    ]);
  });

  it('checks each address alone: a blank cell or a long country code refuses that one only', () => {
    const { store } = setup();
    const plan = store.plan(
      batch({ addresses: [address, { ...address, linea1: ' ' }, { ...address, id_pais: 'esp' }] }),
    );
    expect(plan?.addresses.map((checked) => (checked.ok ? 'ok' : checked.message))).toEqual([
      'ok',
      'Please input the linea1',
      commerceMessages.multiOrderInvoice.countryCodeLength,
    ]);
  });

  it.each([
    ['an invoice not in DRAFT', batch({ id: 303 }), commerceMessages.newOrder.invoiceNotDraft(303)],
    [
      'an invoice without billing address',
      batch({ id: 302 }),
      commerceMessages.multiOrderInvoice.selectBillingAddressFirst,
    ],
    [
      'an unknown product',
      batch({ products: [{ id_producto: 'NOPE1', quantity: 1, price: 1 }] }),
      commerceMessages.newOrder.unknownProduct('NOPE1'),
    ],
    ['no products', batch({ products: [] }), commerceMessages.newOrder.noProducts],
    ['no addresses', batch({ addresses: [] }), commerceMessages.newOrder.noAddresses],
    [
      'a present message over 500 characters',
      batch({ order: { present_message: 'x'.repeat(PRESENT_MESSAGE_MAX_LENGTH + 1) } }),
      formMessages.maxLength('present message', PRESENT_MESSAGE_MAX_LENGTH),
    ],
  ])('refuses the whole batch for %s', (_name, input, message) => {
    const { store } = setup();
    expect(inputRefusal(() => store.plan(input))).toBe(message);
  });

  it('answers undefined for an unknown invoice', () => {
    expect(setup().store.plan(batch({ id: 999 }))).toBeUndefined();
  });
});
