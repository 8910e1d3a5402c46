import { commerceMessages, ORDER_STATES } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { contractBackend } from './contract-test-support';
import { isErpGraphqlError, isHttpError } from './errors';
import type { MultiOrderInvoiceCommentType } from './multi-order-invoice-api';

// client.orders' multi-order invoice calls against the reference backend, in process, with the fixtures:
// 301 a DRAFT with a billing address and 3 orders, 302 a bare DRAFT, 303 INVOICED and collected.
const contract = contractBackend();
const admin = () => contract.client('admin');
const { multiOrderInvoice: messages, success } = commerceMessages;

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};
const graphqlMessage = async (promise: Promise<unknown>): Promise<string> => {
  const error = await rejection(promise);
  expect(isErpGraphqlError(error)).toBe(true);
  return (error as Error).message;
};
const farDay = '2031-01-31';

describe('multi-order invoices (GraphQL)', () => {
  it('searches all invoices or one user’s, newest first, zero-based pages', async () => {
    const all = await admin().orders.searchMultiOrderInvoices({ page: 0 });
    expect(all.current_page).toBe(0);
    expect(all.data.map((i) => i.id).slice(-3)).toEqual([303, 302, 301]);
    const user = all.data.find((i) => i.id === 301)?.id_usuario as number;
    const mine = await admin().orders.searchMultiOrderInvoices({ id_usuario: user });
    expect(mine.data.every((i) => i.id_usuario === user)).toBe(true);
    expect((await admin().orders.searchMultiOrderInvoices({ page: 1 })).data).toEqual([]);
    expect(await graphqlMessage(admin().orders.searchMultiOrderInvoices({ page: -1 }))).toBe(
      'The page must be at least 0',
    );
  });

  it('reads one invoice with its orders; an unknown one is null', async () => {
    const invoice = await admin().orders.multiOrderInvoice(301);
    expect(invoice).toMatchObject({ id: 301, status: 'DRAFT', payment_collected: false });
    expect(invoice?.id_factura).toMatch(/^FM\d{4}-\d{6}$/);
    expect(invoice?.pedidos).toHaveLength(3);
    expect(invoice?.pedidos[0]?.lines[0]).toEqual({
      cantidad: expect.any(Number),
      nombre: expect.any(String),
    });
    expect(await admin().orders.multiOrderInvoice(999_999)).toBeNull();
  });

  it('creates a DRAFT with an invoice number; an unknown user is refused', async () => {
    const created = await admin().orders.createMultiOrderInvoice(1013);
    expect(created).toMatchObject({ status: 'DRAFT', id_usuario: 1013, pedidos: [], id_datos_fac: null });
    expect(created.id_factura).toMatch(/^FM\d{4}-\d{6}$/);
    expect(await graphqlMessage(admin().orders.createMultiOrderInvoice(424_242))).toBe(
      'User 424242 not found',
    );
  });

  it("sets the billing address to one of the user's only, and removes orders", async () => {
    const created = await admin().orders.createMultiOrderInvoice(1010);
    const own = (await admin().erp.graphql.user(1010))?.datos_fac[0]?.id_datos_fac as number;
    expect(
      (await admin().orders.updateMultiOrderInvoice(created.id, { id_datos_fac: own })).id_datos_fac,
    ).toBe(own);
    const foreign = (await admin().erp.graphql.user(1013))?.datos_fac[0]?.id_datos_fac as number;
    expect(
      await graphqlMessage(admin().orders.updateMultiOrderInvoice(created.id, { id_datos_fac: foreign })),
    ).toBe(`The billing address ${foreign} is not one of this customer's`);
    expect(
      await graphqlMessage(admin().orders.updateMultiOrderInvoice(created.id, { remove_orders: [] })),
    ).toBe(messages.selectOrders('remove'));
    expect(
      await graphqlMessage(admin().orders.updateMultiOrderInvoice(created.id, { remove_orders: [1] })),
    ).toBe('Order 1 is not in this invoice');
  });

  it('refuses every edit outside DRAFT', async () => {
    expect(await graphqlMessage(admin().orders.updateMultiOrderInvoice(303, { remove_orders: [1] }))).toBe(
      'Multi-order invoice 303 is INVOICED: only a DRAFT invoice can be changed',
    );
    const [order] = (await admin().orders.multiOrderInvoice(303))?.id_pedidos ?? [];
    const [result] = await admin().orders.cancelOrders([order as number]);
    expect(result).toMatchObject({ ok: false });
  });

  it('runs the batch actions, each order with its result', async () => {
    const invoice = await admin().orders.createMultiOrderInvoice(1010);
    const [a, b] = (await admin().orders.multiOrderInvoice(301))?.id_pedidos ?? [];
    expect(invoice.id).toBeGreaterThan(303);
    expect(await graphqlMessage(admin().orders.hibernateOrders([a as number], '2001-01-01'))).toBe(
      messages.hibernationDate,
    );
    expect(await graphqlMessage(admin().orders.hibernateOrders([], farDay))).toBe(
      messages.selectOrders('hibernate'),
    );
    expect(await admin().orders.hibernateOrders([a as number, 999_999], farDay)).toEqual([
      { id_pedido: a, ok: true, message: success.selectedOrders('hibernated') },
      { id_pedido: 999_999, ok: false, message: 'Order 999999 not found' },
    ]);
    expect(await admin().orders.commentOrders([a as number], 'Call first', 'PREPARACION')).toEqual([
      { id_pedido: a, ok: true, message: success.selectedOrders('commented') },
    ]);
    expect(await graphqlMessage(admin().orders.commentOrders([a as number], ' ', 'GENERAL'))).toBe(
      'Please input the comment',
    );
    const kind = await graphqlMessage(
      admin().orders.commentOrders([a as number], 'x', 'OTHER' as MultiOrderInvoiceCommentType),
    );
    expect(kind).toMatch(/comment type/);
    expect((await admin().orders.confirmOrdersPayment([b as number]))[0]?.ok).toBe(true);
    const after = await admin().orders.multiOrderInvoice(301);
    const first = after?.pedidos.find((o) => o.id_pedido === a);
    expect(first).toMatchObject({ id_estado_pd: ORDER_STATES.hibernated, hibernated_until: farDay });
    expect(first?.comments).toEqual([
      expect.objectContaining({ tipo: 'PREPARACION', comment: 'Call first', author: 'admin@example.com' }),
    ]);
    expect(after?.pedidos.find((o) => o.id_pedido === b)).toMatchObject({
      paid: true,
      id_estado_pd: ORDER_STATES.paid,
    });
  });

  it('cancels orders', async () => {
    const [, , c] = (await admin().orders.multiOrderInvoice(301))?.id_pedidos ?? [];
    expect((await admin().orders.cancelOrders([c as number]))[0]).toMatchObject({ ok: true });
    expect((await admin().orders.cancelOrders([c as number]))[0]).toMatchObject({ ok: false });
    expect(await graphqlMessage(admin().orders.cancelOrders([]))).toBe(messages.selectOrders('cancel'));
  });

  it('marks an invoice invoiced (OK), or answers KO with the reason', async () => {
    const bare = await admin().orders.setMultiOrderInvoiceInvoiced(302);
    expect(bare).toMatchObject({ status: 'KO', message: 'The invoice has no billing address' });
    expect((await admin().orders.setMultiOrderInvoiceInvoiced(303)).status).toBe('KO');
    const fresh = await admin().orders.createMultiOrderInvoice(1010);
    const own = (await admin().erp.graphql.user(1010))?.datos_fac[0]?.id_datos_fac as number;
    await admin().orders.updateMultiOrderInvoice(fresh.id, { id_datos_fac: own });
    expect(await admin().orders.setMultiOrderInvoiceInvoiced(fresh.id)).toMatchObject({
      status: 'KO',
      message: 'The invoice has no orders',
    });
  });
});

describe('multi-order payment (REST)', () => {
  it('checks and confirms the payment once', async () => {
    const invoice = await admin().orders.multiOrderInvoice(302);
    const factura = invoice?.id_factura as string;
    expect(await admin().orders.checkMultiOrderPayment(factura)).toBe(false);
    expect(await admin().orders.confirmMultiOrderPayment(302, factura)).toEqual({
      id_multifactura: 302,
      id_factura: factura,
      payment_collected: true,
      paid_orders: [],
    });
    expect(await admin().orders.checkMultiOrderPayment(factura)).toBe(true);
    const again = await rejection(admin().orders.confirmMultiOrderPayment(302, factura));
    expect(isHttpError(again)).toBe(true);
    expect(again).toMatchObject({ status: 409, message: messages.alreadyCollected });
  });

  it('refuses an unknown invoice (404), a number not the invoice’s (400) and a missing number (400)', async () => {
    expect(await rejection(admin().orders.checkMultiOrderPayment('FM1999-000001'))).toMatchObject({
      status: 404,
    });
    expect(await rejection(admin().orders.confirmMultiOrderPayment(999_999, 'FM1999-000001'))).toMatchObject({
      status: 404,
    });
    const other = (await admin().orders.multiOrderInvoice(303))?.id_factura as string;
    expect(await rejection(admin().orders.confirmMultiOrderPayment(301, `${other}x`))).toMatchObject({
      status: 400,
      type: 'ValidationError',
    });
    expect(await rejection(admin().orders.checkMultiOrderPayment(''))).toMatchObject({
      status: 400,
      message: 'Please input the invoice number',
    });
  });
});

describe('multi-order invoice access', () => {
  const calls: [string, (c: ReturnType<typeof admin>) => Promise<unknown>][] = [
    ['invoice_multiorder_search', (c) => c.orders.searchMultiOrderInvoices()],
    ['invoice_multiorder', (c) => c.orders.multiOrderInvoice(301)],
    ['invoice_multiorder_create', (c) => c.orders.createMultiOrderInvoice(1010)],
    ['invoice_multiorder_update', (c) => c.orders.updateMultiOrderInvoice(301, { remove_orders: [1] })],
    ['invoice_multiorder_set_invoiced', (c) => c.orders.setMultiOrderInvoiceInvoiced(301)],
    ['batch_pedido_hibernate', (c) => c.orders.hibernateOrders([1], farDay)],
    ['batch_pedido_addcomment', (c) => c.orders.commentOrders([1], 'x', 'GENERAL')],
    ['batch_pedido_confirm_payment', (c) => c.orders.confirmOrdersPayment([1])],
    ['batch_pedido_cancel', (c) => c.orders.cancelOrders([1])],
    ['@check-payment-multiorder', (c) => c.orders.checkMultiOrderPayment('FM2026-000115')],
    ['@confirm-payment-multiorder', (c) => c.orders.confirmMultiOrderPayment(301, 'FM2026-000115')],
  ];
  it.each(calls)('%s is refused to the editor: 403', async (_, call) => {
    const error = await rejection(call(contract.client('editor')));
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, type: 'Forbidden' });
  });
});
