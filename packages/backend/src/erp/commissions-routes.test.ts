import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  commerceMessages,
  expectedGatewayCommission,
  expectedShippingCost,
  invoiceColumnMessages,
  PAYMENT_GATEWAYS,
} from '@cellar/validation/commerce';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ErpTestBackend, erpTestBackend, REPO_FIXTURES_DIR } from './test-db';

// Import commissions collections v1: the shipping flow with a payment gateway as id_company.
let t: ErpTestBackend;
beforeEach(async () => {
  t = await erpTestBackend();
});
afterEach(() => t.backend.close());

const upload = async (name: string, company: string) => {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(join(REPO_FIXTURES_DIR, 'imports', name))]), name);
  const res = await t.backend.fetch(
    new Request(`http://localhost/db/erp/orders/@upload_invoice/csv?company=${company}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.token}` },
      body: form,
    }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id_upload: string; template: unknown } }).data;
};
const TEMPLATE = { cod_order: 'Referencia', cost: 'Importe' };

describe('commission collections v1', () => {
  it('lists the payment gateways, pyco with its fixed commission', async () => {
    const res = await t.erp('GET', '/orders/@get_all_payment_commission_companies');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string; fixed_commission: boolean }[] };
    expect(data.map((gateway) => gateway.id)).toEqual([...PAYMENT_GATEWAYS]);
    expect(data.filter((gateway) => gateway.fixed_commission).map((gateway) => gateway.id)).toEqual(['pyco']);
    const editor = await t.backend.tokenFor('editor');
    const refused = await t.backend.fetch(
      new Request('http://localhost/db/erp/orders/@get_all_payment_commission_companies', {
        headers: { authorization: `Bearer ${editor}` },
      }),
    );
    expect(refused.status).toBe(403);
  });

  it('imports a pyco collection with its fixed commission, once per gateway and code', async () => {
    const file = await upload('shipping-seu-good.csv', 'pyco');
    const read = await t.erp('POST', '/orders/@imported_invoice_data', {
      body: { template: { id_upload: file.id_upload, id_company: 'pyco', ...TEMPLATE } },
    });
    expect(read.status).toBe(200);
    const { data } = (await read.json()) as { data: { line: number; cod_order: string; cost: number }[] };
    expect((await upload('shipping-seu-good.csv', 'pyco')).template).toEqual(TEMPLATE);
    const body = {
      id_company: 'pyco',
      codigo_factura: 'PY-2026-01',
      fecha_factura: '2026-02-28',
      comision_fija: 12.5,
      data,
    };
    const confirmed = await t.erp('POST', '/orders/@invoice-cost-confirm', { body });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      message: commerceMessages.success.invoiceImported,
      comision_fija: 12.5,
    });
    expect((await t.erpLogs())[0]).toMatchObject({ path: '/erp/invoice-costs/pyco-PY-2026-01' });
    const again = await t.erp('POST', '/orders/@invoice-cost-confirm', { body });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: invoiceColumnMessages.alreadyImported('pyco', 'PY-2026-01'),
    });
  });

  it("reads the gateway's own samples: an xlsx, and a malformed row reported by its line", async () => {
    const template = { cod_order: 'Pedido', cost: 'Comision' };
    const read = async (name: string) => {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(join(REPO_FIXTURES_DIR, 'imports', name))]), name);
      const kind = name.endsWith('.xlsx') ? 'xlsx' : 'csv';
      const res = await t.backend.fetch(
        new Request(`http://localhost/db/erp/orders/@upload_invoice/${kind}?company=pyco`, {
          method: 'POST',
          headers: { authorization: `Bearer ${t.token}` },
          body: form,
        }),
      );
      const { id_upload } = ((await res.json()) as { data: { id_upload: string } }).data;
      return (await (
        await t.erp('POST', '/orders/@imported_invoice_data', {
          body: { template: { id_upload, id_company: 'pyco', ...template } },
        })
      ).json()) as { data: { cost: number }[]; errors: unknown[] };
    };
    const xlsx = await read('commissions-pyco-good.xlsx');
    expect(xlsx.errors).toEqual([]);
    expect(xlsx.data).toHaveLength(6);
    expect((await read('commissions-pyco-bad-number.csv')).errors).toEqual([
      { line: 3, message: 'Line 3: the cost "0.4x" is not a number' },
    ]);
  });

  it('keeps the fixed commission for pyco only and refuses a bad one', async () => {
    const body = { codigo_factura: 'X-1', fecha_factura: '2026-02-28', data: [{ cod_order: 'V1', cost: 1 }] };
    const bad = await t.erp('POST', '/orders/@invoice-cost', {
      body: { ...body, id_company: 'pyco', comision_fija: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ details: [expect.objectContaining({ path: 'comision_fija' })] });
    const strp = await t.erp('POST', '/orders/@invoice-cost', {
      body: { ...body, id_company: 'strp', comision_fija: 99 },
    });
    expect(strp.status).toBe(200);
    expect(await strp.json()).toMatchObject({ comision_fija: 0 });
  });
  it("computes a gateway's calculated cost by the commission rule, not the carriers' shipping rule", async () => {
    const order = t.backend.db
      .prepare(
        `SELECT cod_pedido, precio_total, json_extract(direccion, '$.id_pais') AS id_pais,
           (SELECT SUM(cantidad) FROM erp_order_lines l WHERE l.id_pedido = o.id_pedido) AS bottles
         FROM erp_orders o ORDER BY id_pedido LIMIT 1`,
      )
      .get() as { cod_pedido: string; precio_total: number; id_pais: string; bottles: number };
    const preview = async (id_company: string, comision_fija: number) => {
      const res = await t.erp('POST', '/orders/@invoice-cost', {
        body: {
          id_company,
          comision_fija,
          codigo_factura: 'CALC-1',
          fecha_factura: '2026-02-28',
          data: [{ cod_order: order.cod_pedido, cost: 1 }],
        },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { cost_calculate: number }).cost_calculate;
    };
    expect(await preview('pyco', 0.3)).toBe(expectedGatewayCommission('pyco', order.precio_total, 0.3));
    expect(await preview('payp', 0)).toBe(expectedGatewayCommission('payp', order.precio_total, 0));
    expect(await preview('seu', 0)).toBe(expectedShippingCost(order.id_pais.toLowerCase(), order.bottles));
    expect(await preview('pyco', 0.3)).not.toBe(await preview('seu', 0));
  });
});
