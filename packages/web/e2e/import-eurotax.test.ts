import type { CellarClient } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, dayIn, openSession, type TestBackend, toast } from './support';

// Import invoice Eurotax (/invoices/import-invoice-eurotax) as finance staff use it: a date range grouped by
// destination country, the invoice Eurotax sent with an amount per country, and its breakdown after a reload. The
// fixture orders span the 45 days before today.
const { invoiceImport, success } = commerceMessages;
const PATH = '/invoices/import-invoice-eurotax';
const RANGE = { fecha_desde: dayIn(-60), fecha_hasta: dayIn(0) };
const INVOICE = 'ET-E2E-01';

let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page } = await openSession(PATH, { viewport: { width: 1500, height: 1000 }, copyWeb: true }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const rangeForm = () => page.getByRole('form', { name: 'Date range' });
const importForm = () => page.getByRole('form', { name: 'Eurotax invoice' });
const group = async (from: string, to: string) => {
  await rangeForm().getByLabel('From').fill(from);
  await rangeForm().getByLabel('To').fill(to);
  await rangeForm().getByRole('button', { name: 'Group by country' }).click();
};

describe('Import invoice Eurotax', () => {
  it("refuses a range that ends before it starts: 'Incorrect dates'", async () => {
    await page.getByRole('heading', { level: 1, name: 'Import invoice Eurotax' }).waitFor();
    await group(dayIn(0), dayIn(-1));
    await rangeForm().getByRole('alert').filter({ hasText: invoiceImport.incorrectDates }).waitFor();
    expect(new URL(page.url()).searchParams.get('desde')).toBeNull();
  });

  it('groups the range by country, needs every amount, imports the invoice and shows its breakdown after a reload', async () => {
    const grouping = await api.invoices.eurotaxGrouping(RANGE);
    const countries = grouping.data_filtered.map((g) => g.id_pais);
    expect(countries.length).toBeGreaterThan(1);

    await group(RANGE.fecha_desde, RANGE.fecha_hasta);
    const table = page.getByRole('table', { name: 'Orders by country' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(countries.length);

    await importForm().getByLabel('Invoice number').fill(INVOICE);
    await importForm().getByLabel('Invoice date').fill(dayIn(0));
    const [missing, ...given] = countries as [string, ...string[]];
    for (const country of given)
      await importForm().getByLabel(`Amount ${country}`, { exact: true }).fill('25.50');
    await importForm().getByRole('button', { name: 'Import' }).click();
    await importForm().getByText(`Please input the amount for ${missing}`, { exact: true }).waitFor();
    expect(await api.invoices.eurotaxInvoices()).toEqual([]);

    await importForm().getByLabel(`Amount ${missing}`, { exact: true }).fill('12');
    await importForm().getByRole('button', { name: 'Import' }).click();
    await toast(page, success.dataRegistered).waitFor();
    await page.waitForURL((url) => url.searchParams.get('invoice') === INVOICE);
    const stored = await api.invoices.eurotaxInvoice(INVOICE);
    expect(stored.coste_total_factura).toBeCloseTo(12 + 25.5 * given.length, 2);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: `Eurotax invoice ${INVOICE}` }).waitFor();
    const invoices = page.getByRole('table', { name: 'Eurotax invoices' });
    await invoices.getByRole('link', { name: INVOICE }).waitFor();
    const breakdown = page.getByRole('table', { name: 'Invoice breakdown' });
    await expect.poll(() => breakdown.locator('tbody tr').count()).toBe(stored.desglose_factura.length);
    const first = stored.desglose_factura[0];
    await breakdown
      .getByText(first?.cod_pedido ?? '', { exact: true })
      .first()
      .waitFor();
  });
});
