import { fileURLToPath } from 'node:url';
import type { CellarClient } from '@cellar/sdk';
import { commerceMessages, invoiceColumnMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { apiAs, closeSession, openSession, type TestBackend, toast, toastWith } from './support';

const sample = (name: string) => fileURLToPath(new URL(`../../../fixtures/imports/${name}`, import.meta.url));
const URL_PATH = paths.invoices.importShippingInvoices.getHref();

let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page } = await openSession(URL_PATH, {
    viewport: { width: 1400, height: 1000 },
    copyWeb: true,
  }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const form = () => page.getByRole('form', { name: 'Shipping invoice' });

async function start(company: string, file: string) {
  await page.getByRole('heading', { level: 1, name: 'Import shipping invoices' }).waitFor();
  await form().getByLabel('Company').selectOption(company);
  await form().getByLabel('Invoice file (csv or xlsx)').setInputFiles(sample(file));
}

async function chooseColumns() {
  const columns = page.getByRole('region', { name: 'Columns' });
  await columns.getByLabel('Order code column').selectOption('Referencia');
  await columns.getByLabel('Cost column').selectOption('Importe');
  await columns.getByRole('button', { name: 'Get data' }).click();
}

describe('Import shipping invoices', () => {
  it('imports a good csv from upload to confirm, remembers the columns and refuses a second confirm', async () => {
    await start('seu', 'shipping-seu-good.csv');
    await chooseColumns();
    await page.getByText('12 lines read.').waitFor();
    await form().getByLabel('Invoice code').fill('E2E-SEU-1');
    await form().getByLabel('Invoice date').fill('2026-01-31');
    await form().getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Invoice preview' });
    await preview.locator('[data-total="Lines in the file"]').getByText('12').waitFor();
    expect(
      await page.getByRole('table', { name: 'Cost per country' }).getByRole('row').count(),
    ).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, commerceMessages.success.invoiceImported).waitFor();

    // The second confirm of the same invoice is refused, in the 'Error processing' words.
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toastWith(page, /^Error processing 409: /).waitFor();
    await toastWith(page, invoiceColumnMessages.alreadyImported('seu', 'E2E-SEU-1')).waitFor();

    // After a reload the invoice is stored, and the company's column choice comes preselected.
    await page.reload();
    const stored = await api.invoices.invoiceCost({
      id_company: 'seu',
      codigo_factura: 'E2E-SEU-1',
      fecha_factura: '2026-01-31',
      comision_fija: 0,
      data: [{ cod_order: 'x', cost: 1 }],
    });
    expect(stored.already_imported).toBe(true);
    await start('seu', 'shipping-seu-good.csv');
    const columns = page.getByRole('region', { name: 'Columns' });
    await expect.poll(() => columns.getByLabel('Order code column').inputValue()).toBe('Referencia');
    await expect.poll(() => columns.getByLabel('Cost column').inputValue()).toBe('Importe');
  });

  it('previews an xlsx', async () => {
    await page.goto(backend.admin(URL_PATH));
    // The upload is held until its progress shows, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/@upload_invoice/**', async (route) => {
      await held;
      await route.continue();
    });
    await start('duk', 'shipping-duk-good.xlsx');
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    release();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor({ state: 'detached' });
    await page.unroute('**/@upload_invoice/**');
    await chooseColumns();
    await page.getByText('10 lines read.').waitFor();
    await form().getByLabel('Invoice code').fill('E2E-DUK-1');
    await form().getByLabel('Invoice date').fill('2026-01-31');
    await form().getByRole('button', { name: 'Preview' }).click();
    await page
      .getByRole('region', { name: 'Invoice preview' })
      .locator('[data-total="Lines in the file"]')
      .getByText('10')
      .waitFor();
  });

  it('refuses a wrong file type and reports a malformed row by its line', async () => {
    await page.goto(backend.admin(URL_PATH));
    await start('seu', 'shipping-wrong-type.csv');
    await form().getByText(commerceMessages.invoiceImport.csvOrXlsx).waitFor();

    await form()
      .getByLabel('Invoice file (csv or xlsx)')
      .setInputFiles(sample('shipping-seu-bad-number.csv'));
    await chooseColumns();
    await page
      .getByRole('alert', { name: 'Lines with errors' })
      .getByText('Line 4: the cost "12,3O" is not a number')
      .waitFor();
    expect(await form().getByRole('button', { name: 'Preview' }).isDisabled()).toBe(true);
  });
});
