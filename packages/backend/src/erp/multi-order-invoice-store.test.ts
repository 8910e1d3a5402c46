import { commerceMessages, MULTI_ORDER_INVOICE_INVOICED, ORDER_STATES } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { multiOrderInvoiceErrors as errors, MultiOrderInvoiceStore } from './multi-order-invoice-store';
import { erpTestDb, inputRefusal } from './test-db';

const { multiOrderInvoice: messages, success } = commerceMessages;

const setup = () => {
  const t = erpTestDb({ orders: true });
  return { ...t, store: new MultiOrderInvoiceStore(t.db, t.now) };
};
/** The fixtures: 301 a DRAFT with a billing address and 3 orders, 302 a bare DRAFT, 303 INVOICED and collected. */
const DRAFT = 301;
const BARE = 302;
const INVOICED = 303;

describe('MultiOrderInvoiceStore', () => {
  it('lists invoices newest first, a zero-based page of 100, all users or one', () => {
    const { store } = setup();
    const all = store.search(undefined, 0);
    expect(all.data.map((i) => i.id)).toEqual([303, 302, 301]);
    expect(all).toMatchObject({ amount: 3, current_page: 0 });
    const draft = store.get(DRAFT);
    const mine = store.search(draft?.id_usuario, 0);
    expect(mine.data.map((i) => i.id)).toEqual([DRAFT]);
    expect(store.search(undefined, 1)).toEqual({ data: [], amount: 3, current_page: 1 });
  });

  it('reads an invoice with its orders, their lines and address', () => {
    const { store } = setup();
    const invoice = store.get(DRAFT);
    expect(invoice?.status).toBe('DRAFT');
    expect(invoice?.id_factura).toMatch(/^FM2026-\d{6}$/);
    expect(invoice?.pedidos).toHaveLength(3);
    expect(invoice?.id_pedidos).toEqual(invoice?.pedidos.map((o) => o.id_pedido));
    expect(invoice?.pedidos[0]?.lines.length).toBeGreaterThan(0);
    expect(invoice?.pedidos[0]?.foto_direccion.linea1).not.toBe('');
    expect(store.get(9999)).toBeUndefined();
  });

  it('creates a DRAFT with the next invoice number of the year; an unknown user is refused', () => {
    const { store } = setup();
    const user = store.get(BARE)?.id_usuario as number;
    const created = store.create(user);
    expect(created).toMatchObject({ status: 'DRAFT', id_usuario: user, id_datos_fac: null, pedidos: [] });
    expect(created.id_factura).toBe('FM2026-000118');
    expect(store.create(user).id_factura).toBe('FM2026-000119');
    expect(inputRefusal(() => store.create(424242))).toBe(errors.userNotFound(424242));
  });

  it("sets the billing address only to one of the user's", () => {
    const { store, db } = setup();
    const own = db
      .prepare<[number], { id: number }>('SELECT id_datos_fac AS id FROM erp_datos_fac WHERE id_usuario = ?')
      .get(store.get(BARE)?.id_usuario as number)?.id as number;
    expect(store.update(BARE, { id_datos_fac: own }).id_datos_fac).toBe(own);
    const other = store.get(DRAFT)?.id_datos_fac as number;
    expect(inputRefusal(() => store.update(BARE, { id_datos_fac: other }))).toBe(
      errors.notUsersAddress(other),
    );
    expect(inputRefusal(() => store.update(BARE, {}))).toBe(errors.nothingToUpdate);
  });

  it('removes orders of the invoice only, and refuses an empty selection', () => {
    const { store } = setup();
    const [first, ...rest] = store.get(DRAFT)?.id_pedidos ?? [];
    expect(store.update(DRAFT, { remove_orders: [first as number] }).id_pedidos).toEqual(rest);
    expect(inputRefusal(() => store.update(DRAFT, { remove_orders: [first as number] }))).toBe(
      errors.notInInvoice(first as number),
    );
    expect(inputRefusal(() => store.update(DRAFT, { remove_orders: [] }))).toBe(
      messages.selectOrders('remove'),
    );
  });

  it('edits nothing outside DRAFT', () => {
    const { store } = setup();
    expect(inputRefusal(() => store.update(INVOICED, { remove_orders: [1] }))).toBe(
      errors.notDraft(INVOICED, MULTI_ORDER_INVOICE_INVOICED),
    );
  });

  it('marks a DRAFT with an address and orders invoiced, else KO with the reason and no change', () => {
    const { store } = setup();
    expect(store.setInvoiced(BARE)).toMatchObject({ status: 'KO', message: errors.noBillingAddress });
    expect(store.get(BARE)?.status).toBe('DRAFT');
    expect(store.setInvoiced(INVOICED).status).toBe('KO');
    expect(store.setInvoiced(DRAFT)).toMatchObject({ status: 'OK', id: DRAFT, message: null });
    expect(store.get(DRAFT)?.status).toBe(MULTI_ORDER_INVOICE_INVOICED);
  });

  it('confirms the payment once: the invoice collected and its orders paid', () => {
    const { store } = setup();
    const invoice = store.get(DRAFT);
    const factura = invoice?.id_factura as string;
    expect(store.isCollected(factura)).toBe(false);
    expect(store.confirmPayment(DRAFT, factura)).toEqual(invoice?.id_pedidos);
    expect(store.isCollected(factura)).toBe(true);
    expect(store.get(DRAFT)?.pedidos.every((o) => o.paid && o.id_estado_pd === ORDER_STATES.paid)).toBe(true);
    expect(inputRefusal(() => store.confirmPayment(DRAFT, factura))).toBe(messages.alreadyCollected);
    expect(inputRefusal(() => store.confirmPayment(BARE, factura))).toBe(
      errors.facturaMismatch(BARE, factura),
    );
    expect(store.isCollected('FM1999-000001')).toBeUndefined();
  });

  it('hibernates until a day not in the past, and answers each order', () => {
    const { store } = setup();
    const [a, b] = store.get(DRAFT)?.id_pedidos ?? [];
    expect(inputRefusal(() => store.hibernate([a], '2020-01-01'))).toBe(messages.hibernationDate);
    expect(inputRefusal(() => store.hibernate([], '2030-01-01'))).toBe(messages.selectOrders('hibernate'));
    const results = store.hibernate([a, 999999], '2030-01-01');
    expect(results).toEqual([
      { id_pedido: a, ok: true, message: success.selectedOrders('hibernated') },
      { id_pedido: 999999, ok: false, message: errors.orderNotFound(999999) },
    ]);
    const order = store.get(DRAFT)?.pedidos.find((o) => o.id_pedido === a);
    expect(order).toMatchObject({ id_estado_pd: ORDER_STATES.hibernated, hibernated_until: '2030-01-01' });
    expect(store.get(DRAFT)?.pedidos.find((o) => o.id_pedido === b)?.hibernated_until).toBeNull();
  });

  it('comments with a kind and the author, and refuses a blank comment or an unknown kind', () => {
    const { store } = setup();
    const [a] = store.get(DRAFT)?.id_pedidos ?? [];
    expect(inputRefusal(() => store.addComment([a], ' ', 'GENERAL', 'admin@example.com'))).toBe(
      errors.comment,
    );
    expect(inputRefusal(() => store.addComment([a], 'Hi', 'OTHER', 'admin@example.com'))).toBe(
      errors.commentType,
    );
    expect(store.addComment([a], 'Ring twice', 'ENTREGA', 'admin@example.com')[0]?.ok).toBe(true);
    expect(store.get(DRAFT)?.pedidos[0]?.comments).toEqual([
      expect.objectContaining({ tipo: 'ENTREGA', comment: 'Ring twice', author: 'admin@example.com' }),
    ]);
  });

  it('cancels, and leaves a cancelled order alone; orders of an invoiced invoice are read-only', () => {
    const { store } = setup();
    const [a] = store.get(DRAFT)?.id_pedidos ?? [];
    expect(store.cancel([a])[0]).toMatchObject({ ok: true, message: success.selectedOrders('cancelled') });
    expect(store.cancel([a])[0]?.ok).toBe(false);
    expect(store.confirmOrdersPayment([a])[0]?.ok).toBe(false);
    const [frozen] = store.get(INVOICED)?.id_pedidos ?? [];
    expect(store.hibernate([frozen], '2030-01-01')[0]).toMatchObject({ ok: false });
  });
});
