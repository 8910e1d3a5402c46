import { madridDay } from '@cellar/validation';
import { commerceMessages } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import type { CellarClient } from './create-client';

// Import invoice Eurotax (commerce-operations §7 "Invoice imports") against the reference backend in process, with
// the repository's fixtures: the fixture orders span the 45 days before today.
const server = contractBackend();
const as = (account: Account): CellarClient => server.client(account);
const { invoiceImport, taxService } = commerceMessages;

const day = (days: number): string => {
  const date = new Date(`${madridDay(Date.now())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const RANGE = { fecha_desde: day(-60), fecha_hasta: day(0) };

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').toBeDefined();
  return error as { status: number; type: string; message: string; body?: { details?: unknown } };
};

const EVERY_CALL: [string, (c: CellarClient) => Promise<unknown>][] = [
  ['eurotaxGrouping', (c) => c.invoices.eurotaxGrouping(RANGE)],
  [
    'importEurotaxInvoice',
    (c) =>
      c.invoices.importEurotaxInvoice({ invoice_number: 'X', invoice_date: day(0), amount_countries: {} }),
  ],
  ['eurotaxInvoices', (c) => c.invoices.eurotaxInvoices()],
  ['eurotaxInvoice', (c) => c.invoices.eurotaxInvoice('X')],
];

describe('Eurotax: permissions', () => {
  it.each(EVERY_CALL)('%s is refused to the editor and the viewer: 403', async (_, call) => {
    for (const account of ['editor', 'viewer'] as const)
      expect(await rejection(call(as(account)))).toMatchObject({ status: 403, type: 'Forbidden' });
  });
});

describe('Eurotax', () => {
  it('groups the range by destination country, imports an invoice, lists it and looks it up', async () => {
    const admin = as('admin');
    const grouping = await admin.invoices.eurotaxGrouping(RANGE);
    expect(grouping.data_filtered.length).toBeGreaterThan(0);
    expect(grouping.data_filtered.map((g) => g.id_pais)).not.toContain('es');
    const amount_countries = Object.fromEntries(grouping.data_filtered.map((g) => [g.id_pais, 50]));
    const invoice = await admin.invoices.importEurotaxInvoice({
      invoice_number: 'ET-CONTRACT',
      invoice_date: day(0),
      amount_countries,
      ...RANGE,
    });
    expect(invoice).toMatchObject({
      id_factura_eurotax: 'ET-CONTRACT',
      coste_total_factura: 50 * grouping.data_filtered.length,
      coste_total_calculado: grouping.total_amount,
    });
    expect(invoice.desglose_factura).toHaveLength(
      grouping.data_filtered.reduce((sum, g) => sum + g.numero_pedidos, 0),
    );
    const { desglose_factura: _, ...summary } = invoice;
    expect(await admin.invoices.eurotaxInvoices()).toContainEqual(summary);
    expect(await admin.invoices.eurotaxInvoice('ET-CONTRACT')).toEqual(invoice);

    const again = await rejection(
      admin.invoices.importEurotaxInvoice({
        invoice_number: 'ET-CONTRACT',
        invoice_date: day(0),
        amount_countries,
        ...RANGE,
      }),
    );
    expect(again).toMatchObject({
      status: 409,
      type: 'Conflict',
      message: taxService.eurotaxAlreadyImported('ET-CONTRACT'),
    });
  });

  it("refuses a bad range with 'Incorrect dates'", async () => {
    const error = await rejection(
      as('admin').invoices.eurotaxGrouping({ fecha_desde: day(0), fecha_hasta: day(-1) }),
    );
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: invoiceImport.incorrectDates,
    });
  });

  it("refuses an import without each country's amount", async () => {
    const admin = as('admin');
    const grouping = await admin.invoices.eurotaxGrouping(RANGE);
    const [first, ...others] = grouping.data_filtered;
    const error = await rejection(
      admin.invoices.importEurotaxInvoice({
        invoice_number: 'ET-MISSING',
        invoice_date: day(0),
        amount_countries: first ? { [first.id_pais]: 10 } : {},
        ...RANGE,
      }),
    );
    expect(error).toMatchObject({ status: 400, type: 'ValidationError' });
    expect(error.message).toBe(`Please input the amount for ${others[0]?.id_pais}`);
    const unknown = await rejection(admin.invoices.eurotaxInvoice('ET-MISSING'));
    expect(unknown).toMatchObject({ status: 404, message: taxService.eurotaxNotFound('ET-MISSING') });
  });
});
