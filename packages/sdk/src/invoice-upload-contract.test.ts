import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commerceMessages, invoiceColumnMessages } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';

// client.invoices (upload and shipping invoices) against the reference backend, with fixtures/imports' samples.
const contract = contractBackend();
const invoices = (who: Account = 'admin') => contract.client(who).invoices;
const IMPORTS = fileURLToPath(new URL('../../../fixtures/imports/', import.meta.url));
const sample = (name: string) => new Blob([readFileSync(join(IMPORTS, name))]);
const TEMPLATE = { cod_order: 'Referencia', cost: 'Importe' };

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').toBeDefined();
  return error as { status: number; type: string; message: string };
};

const readLines = async (name: string, company: string) => {
  const upload = await invoices().uploadInvoice(name.endsWith('.xlsx') ? 'xlsx' : 'csv', sample(name), {
    company,
    filename: name,
  });
  return {
    upload,
    read: await invoices().importedInvoiceData({
      id_upload: upload.id_upload,
      id_company: company,
      ...TEMPLATE,
    }),
  };
};

describe('client.invoices (shipping invoices)', () => {
  it('imports a good csv from upload to confirm, and refuses a second confirm', async () => {
    const { upload, read } = await readLines('shipping-seu-good.csv', 'seu');
    expect(upload.columns).toContain('Importe');
    expect(read.errors).toEqual([]);
    const body = {
      id_company: 'seu',
      codigo_factura: 'SDK-1',
      fecha_factura: '2026-01-31',
      comision_fija: 0,
      data: read.data,
    };
    const preview = await invoices().invoiceCost(body);
    expect(preview).toMatchObject({ lines_file: 12, total_cost_without_referer: 0, already_imported: false });
    const stored = await invoices().confirmInvoiceCost(body);
    expect(stored.message).toBe(commerceMessages.success.invoiceImported);
    const again = await failure(invoices().confirmInvoiceCost(body));
    expect(again).toMatchObject({
      status: 409,
      message: invoiceColumnMessages.alreadyImported('seu', 'SDK-1'),
    });
    expect(
      (await invoices().uploadInvoice('csv', sample('shipping-seu-good.csv'), { company: 'seu' })).template,
    ).toEqual(TEMPLATE);
  });

  it('reads a good xlsx', async () => {
    const { upload, read } = await readLines('shipping-duk-good.xlsx', 'duk');
    expect(upload.kind).toBe('xlsx');
    expect(read.data).toHaveLength(10);
  });

  it('refuses a wrong file type by its content', async () => {
    const error = await failure(invoices().uploadInvoice('csv', sample('shipping-wrong-type.csv')));
    expect(error).toMatchObject({ status: 400, message: commerceMessages.invoiceImport.csvOrXlsx });
    const renamed = await failure(invoices().uploadInvoice('xlsx', sample('shipping-seu-good.csv')));
    expect(renamed.message).toBe(commerceMessages.invoiceImport.csvOrXlsx);
  });

  it('reports each malformed kind', async () => {
    const bad = await readLines('shipping-seu-bad-number.csv', 'seu');
    expect(bad.read.errors).toEqual([{ line: 4, message: 'Line 4: the cost "12,3O" is not a number' }]);
    const short = await invoices().uploadInvoice('csv', sample('shipping-seu-short-row.csv'));
    expect(short.errors.map((e) => e.line)).toEqual([6]);
    const missing = await invoices().uploadInvoice('csv', sample('shipping-seu-missing-column.csv'));
    const refused = await failure(
      invoices().importedInvoiceData({ id_upload: missing.id_upload, id_company: 'seu', ...TEMPLATE }),
    );
    expect(refused).toMatchObject({ status: 400, message: invoiceColumnMessages.missingColumn('Importe') });
    const unknown = await readLines('shipping-seu-unknown-order.csv', 'seu');
    const preview = await invoices().invoiceCost({
      id_company: 'seu',
      codigo_factura: 'SDK-2',
      fecha_factura: '2026-01-31',
      comision_fija: 0,
      data: unknown.read.data,
    });
    expect(preview.unknown_orders.map((e) => e.line)).toEqual([14, 15]);
    const badDate = await failure(
      invoices().invoiceCost({
        id_company: 'seu',
        codigo_factura: 'SDK-3',
        fecha_factura: 'not a date',
        comision_fija: 0,
        data: unknown.read.data,
      }),
    );
    expect(badDate.status).toBe(400);
  });

  it('is for the admin only', async () => {
    const error = await failure(invoices('editor').uploadInvoice('csv', sample('shipping-seu-good.csv')));
    expect(error.status).toBe(403);
    expect(
      (
        await failure(
          invoices('editor').invoiceCost({
            id_company: 'seu',
            codigo_factura: 'x',
            fecha_factura: '2026-01-31',
            comision_fija: 0,
            data: [],
          }),
        )
      ).status,
    ).toBe(403);
  });
});

describe('upload progress without XMLHttpRequest (Node)', () => {
  it('counts the bytes of the streamed body up to the file size, and the upload still arrives whole', async () => {
    const file = sample('shipping-seu-good.csv');
    const seen: { loaded: number; total: number }[] = [];
    const upload = await invoices().uploadInvoice('csv', file, {
      company: 'seu',
      filename: 'shipping-seu-good.csv',
      onProgress: (progress) => seen.push(progress),
    });
    expect(upload.total_rows).toBe(12);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.total === file.size && p.loaded <= file.size)).toBe(true);
    expect(seen.at(-1)).toEqual({ loaded: file.size, total: file.size });
    const loaded = seen.map((p) => p.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
  });

  it('reports the bytes of a v2 commissions upload too', async () => {
    const file = sample('commissions-pyco-v2.csv');
    let last: { loaded: number; total: number } | undefined;
    const answer = await invoices().uploadCommissions('pyco', file, {
      filename: 'commissions-pyco-v2.csv',
      onProgress: (progress) => {
        last = progress;
      },
    });
    expect(answer.data.total_rows).toBeGreaterThan(0);
    expect(last).toEqual({ loaded: file.size, total: file.size });
  });
});
