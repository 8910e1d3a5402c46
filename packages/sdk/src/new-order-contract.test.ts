import { commerceMessages, ORDER_STATES } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { contractBackend } from './contract-test-support';
import { isErpGraphqlError, isHttpError } from './errors';
import type { NewOrderAddressInput, NewOrderBatchInput } from './new-order-api';

// client.orders' New order calls against the reference backend, in process, with the repository's fixtures:
// invoice 301 is DRAFT with a billing address, 302 DRAFT without one, 303 INVOICED.
const contract = contractBackend();

const address = (n: number): NewOrderAddressInput => ({
  destinatario: `Cliente ${n}`,
  linea1: `Calle Mayor ${n}`,
  codigo_postal: '28001',
  ciudad: 'Madrid',
  id_provincia: '28',
  id_pais: 'es',
  telefono: `+34 600 000 00${n}`,
});
const batch = (overrides: Partial<NewOrderBatchInput> = {}): NewOrderBatchInput => ({
  id: 301,
  order: {
    tipo_descuento: '%',
    descuento: 10,
    gift_paper: true,
    present_message: 'Feliz año',
    observaciones: 'B2B',
  },
  products: [
    { id_producto: 'HE10007', quantity: 2, price: 30 },
    { id_producto: 'XC00001', quantity: 1, price: 4.5 },
  ],
  addresses: [address(1), address(2)],
  ...overrides,
});

const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call should fail');
    },
    (error: unknown) => error as { message: string; status: number },
  );

/** The invoice's orders as stored, with their lines. */
const ordersOf = (id_multifactura: number) =>
  contract.backend.db
    .prepare<[number], { id_pedido: number; cod_pedido: string; id_estado_pd: number; precio_total: number }>(
      'SELECT id_pedido, cod_pedido, id_estado_pd, precio_total FROM erp_orders WHERE id_multifactura = ? ORDER BY id_pedido',
    )
    .all(id_multifactura);

describe('client.orders: New order', () => {
  it('creates one pending-payment order per address, with its lines, and audits each', async () => {
    const admin = contract.client('admin');
    const before = ordersOf(301).length;
    const answer = await admin.orders.batchCreateOrders(batch());
    expect(answer.status).toBe('OK');
    expect(answer.results).toEqual([
      expect.objectContaining({
        index: 0,
        status: 'OK',
        message: null,
        cod_pedido: expect.stringMatching(/^V/),
      }),
      expect.objectContaining({ index: 1, status: 'OK', message: null }),
    ]);
    const orders = ordersOf(301);
    expect(orders).toHaveLength(before + 2);
    const created = orders.filter((order) => answer.results.some((r) => r.id_pedido === order.id_pedido));
    expect(created).toEqual([
      expect.objectContaining({ id_estado_pd: ORDER_STATES.pendingPayment, precio_total: 58.05 }),
      expect.objectContaining({ id_estado_pd: ORDER_STATES.pendingPayment, precio_total: 58.05 }),
    ]);
    const lines = contract.backend.db
      .prepare('SELECT COUNT(*) AS n FROM erp_order_lines WHERE id_pedido = ?')
      .get(answer.results[0]?.id_pedido) as { n: number };
    expect(lines.n).toBe(2);
    const logs = contract.backend.db
      .prepare("SELECT path FROM audit_log WHERE path LIKE '/erp/orders/%'")
      .all() as { path: string }[];
    for (const result of answer.results)
      expect(logs.map((log) => log.path)).toContain(`/erp/orders/${result.id_pedido}`);
  });

  it('refuses a bad address alone: the good ones are created, the bad one reported and not created', async () => {
    const admin = contract.client('admin');
    const before = ordersOf(301).length;
    const answer = await admin.orders.batchCreateOrders(
      batch({
        addresses: [address(3), { ...address(4), linea1: '' }, { ...address(5), id_pais: 'esp' }, address(6)],
      }),
    );
    expect(answer.status).toBe('PARTIAL');
    expect(answer.results.map(({ status, message }) => [status, message])).toEqual([
      ['OK', null],
      ['KO', 'Please input the linea1'],
      ['KO', commerceMessages.multiOrderInvoice.countryCodeLength],
      ['OK', null],
    ]);
    expect(answer.results[1]?.id_pedido).toBeNull();
    expect(ordersOf(301)).toHaveLength(before + 2);
    // Read back as staff would: the invoice lists the two new orders, Edit order shows their lines (old_price is the price the order holds).
    const created = answer.results.flatMap((result) => (result.id_pedido === null ? [] : [result.id_pedido]));
    const invoice = await admin.orders.multiOrderInvoice(301);
    expect(invoice?.pedidos.map((order) => order.id_pedido)).toEqual(expect.arrayContaining(created));
    const first = await admin.orders.full(created[0] as number);
    expect(first.cod_pedido).toBe(answer.results[0]?.cod_pedido);
    expect(
      first.lines.map((line) => [line.id_producto, line.cantidad, line.old_price, line.tipo_iva]),
    ).toEqual([
      ['HE10007', 2, 30, 0.21],
      ['XC00001', 1, 4.5, 0.21],
    ]);
  });

  it('answers KO when every address is bad', async () => {
    const answer = await contract
      .client('admin')
      .orders.batchCreateOrders(batch({ addresses: [{ ...address(7), ciudad: ' ' }] }));
    expect(answer).toEqual({
      status: 'KO',
      results: [
        { index: 0, status: 'KO', id_pedido: null, cod_pedido: null, message: 'Please input the ciudad' },
      ],
    });
  });

  it.each([
    ['an invoice not in DRAFT', batch({ id: 303 }), 303, commerceMessages.newOrder.invoiceNotDraft(303)],
    [
      'an invoice without billing address',
      batch({ id: 302 }),
      302,
      commerceMessages.multiOrderInvoice.selectBillingAddressFirst,
    ],
    [
      'an unknown product',
      batch({ products: [{ id_producto: 'NOPE1', quantity: 1, price: 2 }] }),
      301,
      commerceMessages.newOrder.unknownProduct('NOPE1'),
    ],
    ['no products', batch({ products: [] }), 301, commerceMessages.newOrder.noProducts],
    [
      'a present message over 500 characters',
      batch({ order: { present_message: 'x'.repeat(501) } }),
      301,
      'The present message is only 500 characters long',
    ],
  ])('refuses the whole batch for %s, creating nothing', async (_name, input, invoice, message) => {
    const before = ordersOf(invoice).length;
    const error = await failure(contract.client('admin').orders.batchCreateOrders(input));
    expect(isErpGraphqlError(error)).toBe(true);
    expect(error.message).toBe(message);
    expect(ordersOf(invoice)).toHaveLength(before);
  });

  it('answers an unknown invoice as not found', async () => {
    const error = await failure(contract.client('admin').orders.batchCreateOrders(batch({ id: 999_999 })));
    expect(error.message).toBe(commerceMessages.newOrder.invoiceNotFound(999_999));
  });

  it.each(['editor', 'viewer'] as const)('is refused to the %s: 403, nothing created', async (account) => {
    const before = ordersOf(301).length;
    const error = await failure(contract.client(account).orders.batchCreateOrders(batch()));
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, type: 'Forbidden' });
    expect(ordersOf(301)).toHaveLength(before);
  });
});
