import { commerceMessages } from '@cellar/validation/commerce';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ErpTestBackend, erpTestBackend } from './test-db';

// Eurotax (commerce-operations §7 "Invoice imports") over HTTP with the fixture orders, dated on the test backend's
// clock (2025-01-15): they span December 2024 and the first half of January 2025.
let t: ErpTestBackend;
beforeEach(async () => {
  t = await erpTestBackend();
});
afterEach(() => t.backend.close());

const { invoiceImport, taxService } = commerceMessages;
const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;
const RANGE = { fecha_desde: '2024-12-01', fecha_hasta: '2025-01-31' };

interface Grouping {
  data_filtered: { id_pais: string; numero_pedidos: number; coste_calculado: number }[];
  total_amount: number;
}
interface Invoice {
  id_factura_eurotax: string;
  coste_total_factura: number;
  coste_total_calculado: number;
  mes_facturacion: string;
  coste_paises: { id_pais: string; coste_factura: number; coste_calculado: number }[];
  desglose_factura: { id: number; id_pedido: number; id_pais: string; coste: number }[];
}

const grouping = (body: unknown) => t.erp('POST', '/orders/@grouping_invoices_country', { body });
const importInvoice = (body: unknown) => t.erp('POST', '/orders/@import_invoice_eurotax', { body });

describe('POST @grouping_invoices_country', () => {
  it("groups the range's distance sales by destination country with their VAT", async () => {
    const res = await grouping({ template: 'eurotax', ...RANGE });
    expect(res.status).toBe(200);
    const { data_filtered, total_amount } = await json<Grouping>(res);
    // EUR orders shipped outside Spain only: no es, no uk (GBP).
    expect(data_filtered.map((g) => g.id_pais)).toEqual(['de', 'fr', 'it']);
    expect(data_filtered.every((g) => g.numero_pedidos > 0 && g.coste_calculado > 0)).toBe(true);
    const sum = data_filtered.reduce((s, g) => s + g.coste_calculado, 0);
    expect(total_amount).toBeCloseTo(sum, 2);
  });

  it('narrows to the range', async () => {
    const all = await json<Grouping>(grouping({ template: 'eurotax', ...RANGE }));
    const december = await json<Grouping>(
      grouping({ template: 'eurotax', fecha_desde: '2024-12-01', fecha_hasta: '2024-12-31' }),
    );
    expect(december.total_amount).toBeLessThan(all.total_amount);
    const empty = await json<Grouping>(
      grouping({ template: 'eurotax', fecha_desde: '2020-01-01', fecha_hasta: '2020-01-31' }),
    );
    expect(empty).toMatchObject({ data_filtered: [], total_amount: 0 });
  });

  it.each([
    [
      { template: 'eurotax', fecha_desde: '2025-01-31', fecha_hasta: '2025-01-01' },
      invoiceImport.incorrectDates,
    ],
    [{ template: 'eurotax', fecha_desde: 'x', fecha_hasta: '2025-01-01' }, invoiceImport.incorrectDates],
    [{ fecha_desde: '2025-01-01', fecha_hasta: '2025-01-02' }, 'Please input the template'],
    [{ template: 'seu', ...RANGE }, 'The template must be one of: eurotax'],
  ])('%# refuses %o: %s', async (body, message) => {
    const res = await grouping(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: 'ValidationError', message });
  });
});

describe('POST @import_invoice_eurotax', () => {
  const amounts = { de: 120.5, fr: 99.99, it: 10 };

  it('stores the invoice and its breakdown in one audited write; a second import is refused', async () => {
    const res = await importInvoice({
      invoice_number: 'ET-2025-01',
      invoice_date: '2025-01-31',
      amount_countries: amounts,
      ...RANGE,
    });
    expect(res.status).toBe(200);
    const invoice = await json<Invoice>(res);
    expect(invoice).toMatchObject({
      id_factura_eurotax: 'ET-2025-01',
      mes_facturacion: '2025-01',
      coste_total_factura: 230.49,
    });
    const computed = await json<Grouping>(grouping({ template: 'eurotax', ...RANGE }));
    expect(invoice.coste_total_calculado).toBe(computed.total_amount);
    for (const country of invoice.coste_paises) {
      const lines = invoice.desglose_factura.filter((line) => line.id_pais === country.id_pais);
      expect(lines.length).toBe(
        computed.data_filtered.find((g) => g.id_pais === country.id_pais)?.numero_pedidos,
      );
      expect(lines.reduce((s, l) => s + l.coste, 0)).toBeCloseTo(country.coste_factura, 2);
    }
    const logs = await t.erpLogs();
    expect(logs[0]).toMatchObject({ path: '/erp/eurotax-invoices/ET-2025-01', action: 'create' });

    const again = await importInvoice({
      invoice_number: 'ET-2025-01',
      invoice_date: '2025-01-31',
      amount_countries: amounts,
      ...RANGE,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: taxService.eurotaxAlreadyImported('ET-2025-01') });
    expect(await t.erpLogs()).toHaveLength(logs.length);

    const list = await json<Invoice[]>(t.erp('GET', '/orders/@get_all_invoices_eurotax'));
    expect(list.map((i) => i.id_factura_eurotax)).toEqual(['ET-2025-01']);
    const found = await json<Invoice>(
      t.erp('POST', '/orders/@get_invoice_eurotax', { body: { id_factura_eurotax: 'ET-2025-01' } }),
    );
    expect(found).toEqual(invoice);
  });

  it("takes the invoice date's month without a range", async () => {
    const december = await json<Grouping>(
      grouping({ template: 'eurotax', fecha_desde: '2024-12-01', fecha_hasta: '2024-12-31' }),
    );
    const res = await importInvoice({
      invoice_number: 'ET-2024-12',
      invoice_date: '2024-12-31',
      amount_countries: Object.fromEntries(december.data_filtered.map((g) => [g.id_pais, 1])),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fecha_desde: '2024-12-01', fecha_hasta: '2024-12-31' });
  });

  it('needs the code, the date and an amount for each country of the range; nothing is written', async () => {
    const res = await importInvoice({ invoice_number: ' ', amount_countries: { de: 1, fr: '' }, ...RANGE });
    expect(res.status).toBe(400);
    const body = await json<{ details: { path: string; message: string }[] }>(res);
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'invoice_number', message: 'Please input the invoice code' },
        { path: 'invoice_date', message: 'Please input the invoice date' },
        { path: 'amount_countries.fr', message: 'Please input the amount for fr' },
        { path: 'amount_countries.it', message: 'Please input the amount for it' },
      ]),
    );
    const bad = await importInvoice({
      invoice_number: 'X',
      invoice_date: '2025-01-31',
      amount_countries: amounts,
      fecha_desde: '2025-02-01',
      fecha_hasta: '2025-01-01',
    });
    expect(await bad.json()).toMatchObject({ message: invoiceImport.incorrectDates });
    expect(await json<unknown[]>(t.erp('GET', '/orders/@get_all_invoices_eurotax'))).toEqual([]);
  });

  it('looks up an unknown invoice as 404', async () => {
    const res = await t.erp('POST', '/orders/@get_invoice_eurotax', { body: { id_factura_eurotax: 'NOPE' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ type: 'NotFound', message: taxService.eurotaxNotFound('NOPE') });
  });
});
