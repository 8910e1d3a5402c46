import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commerceMessages, invoiceColumnMessages } from '@cellar/validation/commerce';
import iconv from 'iconv-lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zipBomb } from '../files/zip-test-support';
import { type ErpTestBackend, erpTestBackend, REPO_FIXTURES_DIR } from './test-db';

// The shipping-invoice import over HTTP with the sample files of fixtures/imports.
let t: ErpTestBackend;
beforeEach(async () => {
  t = await erpTestBackend();
});
afterEach(() => t.backend.close());

const sample = (name: string) => readFileSync(join(REPO_FIXTURES_DIR, 'imports', name));

const upload = (
  name: string,
  kind = name.endsWith('.xlsx') ? 'xlsx' : 'csv',
  company = 'seu',
  token = t.token,
) => {
  const form = new FormData();
  form.append('file', new Blob([sample(name)]), name);
  return t.backend.fetch(
    new Request(`http://localhost/db/erp/orders/@upload_invoice/${kind}?company=${company}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
};

/** POSTs `bytes` as the multipart file `name` (of `type`) to `/db/erp{path}` as the admin. */
const sendFile = (bytes: Uint8Array, name: string, path: string, type = '') => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return t.backend.fetch(
    new Request(`http://localhost/db/erp${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.token}` },
      body: form,
    }),
  );
};

interface Upload {
  id_upload: string;
  columns: string[];
  total_rows: number;
  rows: { line: number; cells: string[] }[];
  errors: { line: number; message: string }[];
  template: { cod_order: string; cost: string } | null;
}
const uploaded = async (name: string, company = 'seu') => {
  const res = await upload(name, undefined, company);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Upload }).data;
};
const TEMPLATE = { cod_order: 'Referencia', cost: 'Importe' };
const lines = (id_upload: string, company = 'seu', template = TEMPLATE) =>
  t.erp('POST', '/orders/@imported_invoice_data', {
    body: { template: { id_upload, id_company: company, ...template } },
  });
const invoice = (data: unknown, codigo_factura = 'F-2026-001') => ({
  id_company: 'seu',
  codigo_factura,
  fecha_factura: '2026-01-31',
  comision_fija: 0,
  data,
});

describe('shipping invoice import', () => {
  it('uploads a csv, remembers the column choice, previews the totals and confirms once', async () => {
    const file = await uploaded('shipping-seu-good.csv');
    expect(file).toMatchObject({
      columns: ['Expedicion', 'Referencia', 'Fecha envio', 'Bultos', 'Importe'],
      total_rows: 12,
      errors: [],
      template: null,
    });
    expect(file.rows[0]?.line).toBe(2);

    const read = await lines(file.id_upload);
    expect(read.status).toBe(200);
    const { data, errors } = (await read.json()) as {
      data: { line: number; cod_order: string; cost: number }[];
      errors: unknown[];
    };
    expect(errors).toEqual([]);
    expect(data).toHaveLength(12);
    expect((await uploaded('shipping-seu-good.csv')).template).toEqual(TEMPLATE);

    const preview = (await (
      await t.erp('POST', '/orders/@invoice-cost', { body: invoice(data) })
    ).json()) as {
      cost_calculate: number;
      countries: { lines: number }[];
    };
    const sum = Math.round(data.reduce((total, line) => total + line.cost, 0) * 100) / 100;
    expect(preview).toMatchObject({
      lines_file: 12,
      total_cost_with_referer: sum,
      total_cost_without_referer: 0,
      unknown_orders: [],
      already_imported: false,
    });
    expect(preview.cost_calculate).toBeGreaterThan(0);
    expect(preview.countries.reduce((n, c) => n + c.lines, 0)).toBe(12);

    const confirmed = await t.erp('POST', '/orders/@invoice-cost-confirm', { body: invoice(data) });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      message: commerceMessages.success.invoiceImported,
      lines_file: 12,
    });
    expect((await t.erpLogs())[0]).toMatchObject({
      path: '/erp/invoice-costs/seu-F-2026-001',
      action: 'create',
    });

    const again = await t.erp('POST', '/orders/@invoice-cost-confirm', { body: invoice(data) });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      type: 'Conflict',
      message: invoiceColumnMessages.alreadyImported('seu', 'F-2026-001'),
    });
    expect(
      await (await t.erp('POST', '/orders/@invoice-cost', { body: invoice(data) })).json(),
    ).toMatchObject({ already_imported: true });
  });

  it('reads an xlsx with the streaming reader', async () => {
    const file = await uploaded('shipping-duk-good.xlsx', 'duk');
    expect(file.total_rows).toBe(10);
    expect(file.rows[0]?.cells[1]).toMatch(/^[VIFDU][A-Z0-9]+$/);
    const { data } = (await (await lines(file.id_upload, 'duk')).json()) as { data: { cost: number }[] };
    expect(data).toHaveLength(10);
    expect(typeof data[0]?.cost).toBe('number');
  });

  it('refuses a file whose content is not csv or xlsx, whatever its name', async () => {
    for (const [name, kind] of [
      ['shipping-wrong-type.csv', 'csv'],
      ['shipping-seu-good.csv', 'xlsx'],
      ['shipping-duk-good.xlsx', 'csv'],
      ['shipping-seu-good.csv', 'pdf'],
    ] as const) {
      const res = await upload(name, kind);
      expect(res.status, `${name} as ${kind}`).toBe(400);
      expect(await res.json()).toMatchObject({
        type: 'ValidationError',
        message: commerceMessages.invoiceImport.csvOrXlsx,
      });
    }
  });

  it('refuses a file not named .csv or .xlsx, or named for the other kind, before reading it', async () => {
    const csv = sample('shipping-seu-good.csv');
    for (const [name, kind, type] of [
      ['inv.txt', 'csv', 'text/plain'],
      ['inv', 'csv', 'text/csv'],
      ['inv.csv.txt', 'csv', 'text/csv'],
      ['inv.csv', 'xlsx', 'text/csv'],
      ['inv.xlsx', 'csv', 'text/csv'],
    ] as const) {
      const res = await sendFile(csv, name, `/orders/@upload_invoice/${kind}?company=seu`, type);
      expect(res.status, `${name} as ${kind}`).toBe(400);
      expect(await res.json()).toMatchObject({
        type: 'ValidationError',
        message: commerceMessages.invoiceImport.csvOrXlsx,
      });
    }
    expect(t.backend.db.prepare('SELECT count(*) FROM erp_invoice_uploads').pluck().get()).toBe(0);
  });

  it('refuses compressed bombs early, several at once, and stores nothing', async () => {
    const bomb = zipBomb();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        sendFile(bomb, 'invoice.xlsx', '/orders/@upload_invoice/xlsx?company=duk'),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: commerceMessages.invoiceImport.csvOrXlsx });
    }
    expect(t.backend.db.prepare('SELECT count(*) FROM erp_invoice_uploads').pluck().get()).toBe(0);
  });

  it('reads a Windows-1252 (Latin-1) csv as such, and refuses another encoding naming it', async () => {
    const file = await uploaded('shipping-seu-latin1.csv');
    expect(file.columns).toEqual([
      'Expedicion',
      'Referencia',
      'Fecha envio',
      'Bultos',
      'Importe',
      'Destinatario',
    ]);
    expect(file.rows.slice(0, 3).map((row) => row.cells[5])).toEqual([
      'Peña Ibáñez',
      'Muñoz',
      'Álvarez Güell',
    ]);
    expect((await (await lines(file.id_upload)).json()) as { data: unknown[] }).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ line: 2 })]),
    });

    const form = new FormData();
    form.append(
      'file',
      new Blob([iconv.encode('伝票;金額\n日本語のテキスト、こんにちは世界;12\n', 'shift_jis')]),
      'factura.csv',
    );
    const refused = await t.backend.fetch(
      new Request('http://localhost/db/erp/orders/@upload_invoice/csv?company=seu', {
        method: 'POST',
        headers: { authorization: `Bearer ${t.token}` },
        body: form,
      }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      type: 'ValidationError',
      message: expect.stringMatching(
        /^The file is not UTF-8: it looks like Shift_JIS, which is not read here/,
      ),
      details: [{ path: 'file', message: expect.stringContaining('Shift_JIS') }],
    });
  });

  it('reports malformed rows by their line', async () => {
    const short = await uploaded('shipping-seu-short-row.csv');
    expect(short.errors).toEqual([{ line: 6, message: invoiceColumnMessages.columnCount(6, 5, 4) }]);
    const bad = await uploaded('shipping-seu-bad-number.csv');
    const read = (await (await lines(bad.id_upload)).json()) as { errors: unknown[] };
    expect(read.errors).toEqual([{ line: 4, message: 'Line 4: the cost "12,3O" is not a number' }]);
    const missing = await uploaded('shipping-seu-missing-column.csv');
    const refused = await lines(missing.id_upload);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: invoiceColumnMessages.missingColumn('Importe') });
  });

  it('reports unknown orders by line as the lines without referer', async () => {
    const file = await uploaded('shipping-seu-unknown-order.csv');
    const { data } = (await (await lines(file.id_upload)).json()) as {
      data: { line: number; cost: number }[];
    };
    const preview = (await (
      await t.erp('POST', '/orders/@invoice-cost', { body: invoice(data) })
    ).json()) as {
      unknown_orders: unknown[];
      total_cost_without_referer: number;
    };
    expect(preview.unknown_orders).toEqual([
      { line: 14, message: invoiceColumnMessages.unknownOrder(14, 'VNOORDER1') },
      { line: 15, message: invoiceColumnMessages.unknownOrder(15, 'VNOORDER2') },
    ]);
    expect(preview.total_cost_without_referer).toBeGreaterThan(0);
  });

  it('validates the invoice fields and refuses the editor', async () => {
    const res = await t.erp('POST', '/orders/@invoice-cost', {
      body: { ...invoice([]), id_company: 'nope' },
    });
    expect(res.status).toBe(400);
    const editor = await t.backend.tokenFor('editor');
    expect((await upload('shipping-seu-good.csv', 'csv', 'seu', editor)).status).toBe(403);
  });
});
