import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commerceMessages, invoiceColumnMessages, PAYMENT_GATEWAYS } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';

// client.invoices (commission collections v1) against the reference backend, with fixtures/imports' samples.
const contract = contractBackend();
const invoices = (who: Account = 'admin') => contract.client(who).invoices;
const IMPORTS = fileURLToPath(new URL('../../../fixtures/imports/', import.meta.url));
const sample = (name: string) => new Blob([readFileSync(join(IMPORTS, name))]);

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').toBeDefined();
  return error as { status: number; type: string; message: string; details?: unknown };
};

describe('client.invoices (commission collections v1)', () => {
  it('lists the payment gateways, only pyco with the fixed commission', async () => {
    const gateways = await invoices().paymentCommissionCompanies();
    expect(gateways.map((gateway) => gateway.id)).toEqual([...PAYMENT_GATEWAYS]);
    expect(gateways.find((gateway) => gateway.fixed_commission)?.id).toBe('pyco');
  });

  it('imports a pyco collection with its fixed commission and refuses a second confirm', async () => {
    const upload = await invoices().uploadInvoice('csv', sample('commissions-pyco-good.csv'), {
      company: 'pyco',
      filename: 'commissions-pyco-good.csv',
    });
    const read = await invoices().importedInvoiceData({
      id_upload: upload.id_upload,
      id_company: 'pyco',
      cod_order: 'Pedido',
      cost: 'Comision',
    });
    expect(read.errors).toEqual([]);
    const body = {
      id_company: 'pyco',
      codigo_factura: 'PY-C-1',
      fecha_factura: '2026-02-28',
      comision_fija: 3.5,
      data: read.data,
    };
    const stored = await invoices().confirmInvoiceCost(body);
    expect(stored).toMatchObject({ comision_fija: 3.5, message: commerceMessages.success.invoiceImported });
    expect(await failure(invoices().confirmInvoiceCost(body))).toMatchObject({
      status: 409,
      message: invoiceColumnMessages.alreadyImported('pyco', 'PY-C-1'),
    });
  });

  it('refuses a bad fixed commission with its field', async () => {
    const refused = await failure(
      invoices().invoiceCost({
        id_company: 'pyco',
        codigo_factura: 'PY-C-2',
        fecha_factura: '2026-02-28',
        comision_fija: Number.NaN,
        data: [{ cod_order: 'V1', cost: 1 }],
      }),
    );
    expect(refused).toMatchObject({ status: 400, type: 'ValidationError' });
  });

  it('is refused to the editor: 403', async () => {
    expect(await failure(invoices('editor').paymentCommissionCompanies())).toMatchObject({
      status: 403,
      type: 'Forbidden',
    });
  });
});

describe('client.invoices (commission collections v2)', () => {
  it("uploads, splits, confirms with 'Datos registrados correctamente!' and refuses a second confirm", async () => {
    const upload = await invoices().uploadCommissions('pyco', sample('commissions-pyco-v2.csv'), {
      filename: 'commissions-pyco-v2.csv',
    });
    expect(upload.data.columns).toContain('Comision');
    const split = await invoices().commissionsData({
      id_upload: upload.data.id_upload,
      id_company: 'pyco',
      cod_order: 'Pedido',
      cost: 'Comision',
    });
    expect(split.comision_pedido).toHaveLength(8);
    expect(split.comision_extra.map((extra) => extra.concepto)).toEqual(['Cuota mensual', 'Line 11']);
    const body = {
      company: 'pyco' as const,
      codigo_factura: 'PY-V2-C',
      fecha_factura: '2026-02-28',
      comision_fija: 2,
      data: split.data,
    };
    const stored = await invoices().confirmCommissions(body);
    expect(stored).toMatchObject({ message: commerceMessages.success.dataRegistered, pedidos: 8, extras: 2 });
    expect(await failure(invoices().confirmCommissions(body))).toMatchObject({
      status: 409,
      message: invoiceColumnMessages.alreadyImported('pyco', 'PY-V2-C'),
    });
  });

  it('refuses a wrong file type, a missing column and bad confirm fields', async () => {
    expect(
      await failure(
        invoices().uploadCommissions('pyco', sample('shipping-wrong-type.csv'), { filename: 'x.csv' }),
      ),
    ).toMatchObject({ status: 400, message: commerceMessages.invoiceImport.csvOrXlsx });
    const upload = await invoices().uploadCommissions('pyco', sample('commissions-pyco-v2.csv'), {
      filename: 'commissions-pyco-v2.csv',
    });
    expect(
      await failure(
        invoices().commissionsData({
          id_upload: upload.data.id_upload,
          id_company: 'pyco',
          cod_order: 'Pedido',
          cost: 'Nope',
        }),
      ),
    ).toMatchObject({ status: 400, message: invoiceColumnMessages.missingColumn('Nope') });
    expect(
      await failure(
        invoices().confirmCommissions({
          company: 'pyco',
          codigo_factura: '',
          fecha_factura: '2026-02-28',
          comision_fija: 0,
          data: [],
        }),
      ),
    ).toMatchObject({ status: 400, type: 'ValidationError' });
  });

  it('is refused to the editor: 403', async () => {
    const editor = invoices('editor');
    for (const call of [
      () => editor.uploadCommissions('pyco', sample('commissions-pyco-v2.csv'), { filename: 'a.csv' }),
      () => editor.commissionsData({ id_upload: 'x', id_company: 'pyco', cod_order: 'a', cost: 'b' }),
      () =>
        editor.confirmCommissions({
          company: 'pyco',
          codigo_factura: 'X',
          fecha_factura: '2026-02-28',
          comision_fija: 0,
          data: [{ line: 2, cod_order: 'V1', cost: 1 }],
        }),
    ])
      expect(await failure(call())).toMatchObject({ status: 403, type: 'Forbidden' });
  });
});
