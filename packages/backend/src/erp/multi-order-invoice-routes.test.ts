import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErpTestBackend, erpTestBackend } from './test-db';

// The audit and atomicity of the multi-order invoice writes (the SDK contract tests prove the answers).
let t: ErpTestBackend;
beforeAll(async () => {
  t = await erpTestBackend();
});
afterAll(() => t.backend.close());

const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;
const graphql = <T>(query: string, variables: Record<string, unknown> = {}) =>
  json<{ data: T | null; errors?: { message: string }[] }>(
    t.erp('POST', '/@graphql', { body: { query, variables } }),
  );

interface Invoice {
  id_factura: string;
  id_pedidos: number[];
}
const invoice = async (id: number) =>
  (
    await graphql<{ invoice_multiorder: Invoice }>(
      'query ($id: Int!) { invoice_multiorder(id_multi_order: $id) { id_factura id_pedidos } }',
      { id },
    )
  ).data?.invoice_multiorder as Invoice;

describe('multi-order invoice writes', () => {
  it('logs each order a batch changed under /erp/orders/{id}, and none it refused', async () => {
    const [a] = (await invoice(301)).id_pedidos;
    const before = (await t.erpLogs()).length;
    const answer = await graphql<{ batch_pedido_cancel: { ok: boolean }[] }>(
      'mutation ($p: [Int!]!) { batch_pedido_cancel(pedidos: $p) { id_pedido ok message } }',
      { p: [a, 999999] },
    );
    expect(answer.data?.batch_pedido_cancel.map((r) => r.ok)).toEqual([true, false]);
    const logs = await t.erpLogs();
    expect(logs.length).toBe(before + 1);
    expect(logs[0]).toMatchObject({ path: `/erp/orders/${a}`, action: 'modify', user: 'admin@example.com' });
  });

  it('logs nothing for a refused batch or a KO', async () => {
    const before = (await t.erpLogs()).length;
    const refused = await graphql(
      'mutation { batch_pedido_hibernate(pedidos: [], date: "2031-01-01") { ok } }',
    );
    expect(refused.errors?.[0]?.message).toBe('You must select which orders you want to hibernate');
    const ko = await graphql<{ invoice_multiorder_set_invoiced: { status: string } }>(
      'mutation { invoice_multiorder_set_invoiced(id_multiorder: 302) { status } }',
    );
    expect(ko.data?.invoice_multiorder_set_invoiced.status).toBe('KO');
    expect((await t.erpLogs()).length).toBe(before);
  });

  it('confirms a payment in one logged write under /erp/multi-order-invoices/{id}; a second one is 409', async () => {
    const { id_factura } = await invoice(301);
    expect(await json(t.erp('POST', '/orders/@check-payment-multiorder', { body: { id_factura } }))).toBe(
      false,
    );
    const res = await t.erp('POST', '/orders/@confirm-payment-multiorder', {
      body: { id_multifactura: 301, id_factura },
    });
    expect(res.status).toBe(200);
    const logs = await t.erpLogs();
    expect(logs[0]).toMatchObject({ path: '/erp/multi-order-invoices/301', action: 'modify' });
    expect(await json(t.erp('POST', '/orders/@check-payment-multiorder', { body: { id_factura } }))).toBe(
      true,
    );
    const again = await t.erp('POST', '/orders/@confirm-payment-multiorder', {
      body: { id_multifactura: 301, id_factura },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Invoice already collected!', type: 'Conflict' });
    expect((await t.erpLogs()).length).toBe(logs.length);
  });

  it('answers 400 with the issue for a bad body, never a 500', async () => {
    const res = await t.erp('POST', '/orders/@confirm-payment-multiorder', {
      body: { id_multifactura: 'x' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: 'ValidationError' });
    const malformed = await t.erp('POST', '/orders/@check-payment-multiorder', { rawBody: '{' });
    expect(malformed.status).toBe(400);
  });
});
