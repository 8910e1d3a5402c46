import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commerceMessages, invoiceColumnMessages } from '@cellar/validation/commerce';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ErpTestBackend, erpTestBackend, REPO_FIXTURES_DIR } from './test-db';

// Import commissions collections v2 over HTTP with fixtures/imports' pyco samples.
let t: ErpTestBackend;
beforeEach(async () => {
  t = await erpTestBackend();
});
afterEach(() => t.backend.close());

const upload = (name: string, company = 'pyco', token = t.token) => {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(join(REPO_FIXTURES_DIR, 'imports', name))]), name);
  return t.backend.fetch(
    new Request(`http://localhost/db/erp/orders/@upload_invoice_v2?company=${company}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
};
interface Split {
  data: { line: number; cod_order: string; cost: number }[];
  comision_pedido: { line: number; cod_pedido: string; id_pedido: number; comision: number }[];
  comision_extra: { line: number; concepto: string; comision: number }[];
  errors: { line: number; message: string }[];
}
const TEMPLATE = { cod_order: 'Pedido', cost: 'Comision' };

describe('commission collections v2', () => {
  it('splits a file into order and extra commissions, remembers the columns and confirms once', async () => {
    const first = await upload('commissions-pyco-v2.csv');
    expect(first.status).toBe(200);
    const uploaded = (await first.json()) as { data: { id_upload: string; template: unknown } } & Split;
    expect(uploaded.data.template).toBeNull();
    expect(uploaded.comision_pedido).toEqual([]);

    const res = await t.erp('POST', '/orders/@imported_invoice_data_v2', {
      body: { template: { id_upload: uploaded.data.id_upload, id_company: 'pyco', ...TEMPLATE } },
    });
    expect(res.status).toBe(200);
    const split = (await res.json()) as Split;
    expect(split.errors).toEqual([]);
    expect(split.comision_pedido).toHaveLength(8);
    expect(split.comision_extra).toEqual([
      { line: 10, concepto: 'Cuota mensual', comision: 25 },
      { line: 11, concepto: 'Line 11', comision: 1.2 },
    ]);

    // The next upload of the gateway is split at once by the remembered columns.
    const again = (await (await upload('commissions-pyco-v2.csv')).json()) as Split & { data: unknown };
    expect(again.comision_pedido).toHaveLength(8);
    expect(again.comision_extra).toHaveLength(2);

    const body = {
      company: 'pyco',
      codigo_factura: 'PY-V2-1',
      fecha_factura: '2026-02-28',
      comision_fija: 10,
      data: split.data,
    };
    const confirmed = await t.erp('POST', '/orders/@confirm_commissions_collections', { body });
    expect(confirmed.status).toBe(200);
    const total = Math.round(split.comision_pedido.reduce((sum, l) => sum + l.comision, 0) * 100) / 100;
    expect(await confirmed.json()).toMatchObject({
      message: commerceMessages.success.dataRegistered,
      pedidos: 8,
      extras: 2,
      total_pedidos: total,
      total_extra: 26.2,
      comision_fija: 10,
    });
    expect((await t.erpLogs())[0]).toMatchObject({
      path: '/erp/commissions-collections/pyco-PY-V2-1',
      action: 'create',
    });
    const twice = await t.erp('POST', '/orders/@confirm_commissions_collections', { body });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({
      message: invoiceColumnMessages.alreadyImported('pyco', 'PY-V2-1'),
    });
  });

  it('refuses a wrong file type, an unknown gateway, a bad confirm and the editor', async () => {
    const wrong = await upload('shipping-wrong-type.csv');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: commerceMessages.invoiceImport.csvOrXlsx });
    expect((await upload('commissions-pyco-v2.csv', 'seu')).status).toBe(400);
    const bad = await t.erp('POST', '/orders/@confirm_commissions_collections', {
      body: { company: 'pyco', codigo_factura: '', fecha_factura: 'nope', data: [] },
    });
    expect(bad.status).toBe(400);
    const { details } = (await bad.json()) as { details: { path: string }[] };
    expect(details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['codigo_factura', 'fecha_factura', 'comision_fija', 'data']),
    );
    const editor = await t.backend.tokenFor('editor');
    expect((await upload('commissions-pyco-v2.csv', 'pyco', editor)).status).toBe(403);
  });

  it('reports a malformed row by its line', async () => {
    const uploaded = (await (await upload('commissions-pyco-bad-number.csv')).json()) as {
      data: { id_upload: string };
    };
    const split = (await (
      await t.erp('POST', '/orders/@imported_invoice_data_v2', {
        body: { template: { id_upload: uploaded.data.id_upload, id_company: 'pyco', ...TEMPLATE } },
      })
    ).json()) as Split;
    expect(split.errors).toEqual([{ line: 3, message: 'Line 3: the cost "0.4x" is not a number' }]);
  });
});
