import { fileURLToPath } from 'node:url';
import type { CellarClient } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { apiAs, closeSession, openSession, type TestBackend, toast } from './support';

const sample = (name: string) => fileURLToPath(new URL(`../../../fixtures/imports/${name}`, import.meta.url));
const V1 = paths.invoices.importCommissionsCollections.getHref();
const V2 = paths.invoices.importCommissionsCollectionsV2.getHref();

let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page } = await openSession(V1, { viewport: { width: 1400, height: 1000 }, copyWeb: true }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const form = () => page.getByRole('form', { name: 'Commissions collection' });

async function start(company: string, file: string) {
  await page.getByRole('heading', { level: 1, name: 'Import commissions collections' }).waitFor();
  await form().getByLabel('Company').selectOption(company);
  await form().getByLabel('Invoice file (csv or xlsx)').setInputFiles(sample(file));
}

async function chooseColumns() {
  const columns = page.getByRole('region', { name: 'Columns' });
  await columns.getByLabel('Order code column').selectOption('Pedido');
  await columns.getByLabel('Commission column').selectOption('Comision');
  await columns.getByRole('button', { name: 'Get data' }).click();
}

describe('Import commissions collections (v1)', () => {
  it("imports pyco's collection with its fixed commission from upload to confirm", async () => {
    await page.getByRole('heading', { level: 1, name: 'Import commissions collections' }).waitFor();
    // The fixed commission appears only for pyco.
    await form().getByLabel('Company').selectOption('strp');
    expect(await form().getByLabel('Fixed commission').count()).toBe(0);
    await start('pyco', 'commissions-pyco-good.csv');
    await chooseColumns();
    await page.getByText('8 lines read.').waitFor();
    await form().getByLabel('Invoice code').fill('E2E-PYCO-1');
    await form().getByLabel('Invoice date').fill('2026-02-28');
    await form().getByLabel('Fixed commission').fill('4.75');
    await form().getByRole('button', { name: 'Preview' }).click();
    await page
      .getByRole('region', { name: 'Invoice preview' })
      .locator('[data-total="Lines in the file"]')
      .getByText('8')
      .waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, commerceMessages.success.invoiceImported).waitFor();

    // After a reload the collection is stored with its fixed commission.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Import commissions collections' }).waitFor();
    const stored = await api.invoices.invoiceCost({
      id_company: 'pyco',
      codigo_factura: 'E2E-PYCO-1',
      fecha_factura: '2026-02-28',
      comision_fija: 0,
      data: [{ cod_order: 'x', cost: 1 }],
    });
    expect(stored.already_imported).toBe(true);
  });

  it('refuses a wrong file type and reports a malformed row by its line', async () => {
    await page.goto(backend.admin(V1));
    await start('pyco', 'shipping-wrong-type.csv');
    await form().getByText(commerceMessages.invoiceImport.csvOrXlsx).waitFor();
    await form()
      .getByLabel('Invoice file (csv or xlsx)')
      .setInputFiles(sample('commissions-pyco-bad-number.csv'));
    await chooseColumns();
    await page
      .getByRole('alert', { name: 'Lines with errors' })
      .getByText('Line 3: the cost "0.4x" is not a number')
      .waitFor();
    expect(await form().getByRole('button', { name: 'Preview' }).isDisabled()).toBe(true);
  });
});

describe('Import commissions collections (v2)', () => {
  const v2Form = () => page.getByRole('form', { name: 'Commissions collection' });

  it("splits pyco's file into order and extra commissions and confirms: 'Datos registrados correctamente!'", async () => {
    await page.goto(backend.admin(V2));
    await page.getByRole('heading', { level: 1, name: 'Import commissions collections (v2)' }).waitFor();
    await v2Form().getByLabel('Company').selectOption('pyco');
    await v2Form().getByLabel('Invoice file (csv or xlsx)').setInputFiles(sample('commissions-pyco-v2.csv'));
    await chooseColumns();
    const extra = page.getByRole('table', { name: 'Extra commissions' });
    await extra.getByText('Cuota mensual').waitFor();
    expect(await page.getByRole('table', { name: 'Order commissions' }).getByRole('row').count()).toBe(9);
    await v2Form().getByLabel('Invoice code').fill('E2E-PYCO-V2');
    await v2Form().getByLabel('Invoice date').fill('2026-02-28');
    await v2Form().getByLabel('Fixed commission').fill('10');
    await v2Form().getByRole('button', { name: 'Confirm' }).click();
    await toast(page, commerceMessages.success.dataRegistered).waitFor();

    // Stored: the same gateway and code are refused now; after a reload, the columns are remembered.
    const again = await api.invoices
      .confirmCommissions({
        company: 'pyco',
        codigo_factura: 'E2E-PYCO-V2',
        fecha_factura: '2026-02-28',
        comision_fija: 0,
        data: [{ line: 2, cod_order: 'x', cost: 1 }],
      })
      .then(
        () => 0,
        (error: { status: number }) => error.status,
      );
    expect(again).toBe(409);
    await page.reload();
    await v2Form().getByLabel('Company').selectOption('pyco');
    await v2Form().getByLabel('Invoice file (csv or xlsx)').setInputFiles(sample('commissions-pyco-v2.csv'));
    await page.getByRole('table', { name: 'Extra commissions' }).getByText('Cuota mensual').waitFor();
    // The remembered columns read the lines at once: a second invoice confirms without "Get data".
    await v2Form().getByLabel('Invoice code').fill('E2E-PYCO-V2-B');
    await v2Form().getByLabel('Invoice date').fill('2026-03-31');
    await v2Form().getByLabel('Fixed commission').fill('10');
    await v2Form().getByRole('button', { name: 'Confirm' }).click();
    await toast(page, commerceMessages.success.dataRegistered).waitFor();
  });

  it('refuses a wrong file type and reports a malformed row by its line', async () => {
    await page.goto(backend.admin(V2));
    await v2Form().getByLabel('Company').selectOption('pyco');
    await v2Form().getByLabel('Invoice file (csv or xlsx)').setInputFiles(sample('shipping-wrong-type.csv'));
    await v2Form().getByText(commerceMessages.invoiceImport.csvOrXlsx).waitFor();
    await v2Form()
      .getByLabel('Invoice file (csv or xlsx)')
      .setInputFiles(sample('commissions-pyco-bad-number.csv'));
    await page.getByText('8 rows in the file', { exact: false }).waitFor();
    await chooseColumns();
    await page
      .getByRole('alert', { name: 'Lines with errors' })
      .getByText('Line 3: the cost "0.4x" is not a number')
      .waitFor();
    expect(await v2Form().getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
  });
});
