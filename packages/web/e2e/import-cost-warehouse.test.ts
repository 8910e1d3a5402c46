import type { CellarClient } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, dayIn, openSession, type TestBackend, toast, toastWith } from './support';

// Import cost warehouse (/invoices/import-cost-warehouse) as finance staff use it: this month's cost registered and
// seen after a reload (last month's comes with the fixtures), the month refused twice, and the preparation costs
// recalculated.
const { success, orders, taxService } = commerceMessages;
const PATH = '/invoices/import-cost-warehouse';
const RECALCULATE = '**/db/erp/orders/@recalculate-order-preparation-costs';

let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page } = await openSession(PATH, { viewport: { width: 1500, height: 1000 }, copyWeb: true }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const form = () => page.getByRole('form', { name: 'Warehouse cost' });
const rows = () => page.getByRole('table', { name: 'Warehouse costs' }).locator('tbody tr');
const recalculate = () => page.getByRole('button', { name: 'Recalculate preparation costs' });

describe('Import cost warehouse', () => {
  it('needs the date and the cost, registers the cost and shows it after a reload', async () => {
    await page.getByRole('heading', { level: 1, name: 'Import cost warehouse' }).waitFor();
    await expect.poll(() => rows().count()).toBe(1);
    await form().getByRole('button', { name: 'Register cost' }).click();
    await form().getByText('Please input the date', { exact: true }).waitFor();
    await form().getByText('Please input the cost', { exact: true }).waitFor();

    await form().getByLabel('Date').fill(dayIn(0));
    await form().getByLabel('Cost').fill('1234.56');
    await form().getByRole('button', { name: 'Register cost' }).click();
    await toast(page, success.dataRegistered).waitFor();
    await expect.poll(() => rows().count()).toBe(2);

    await page.reload();
    await expect.poll(() => rows().count()).toBe(2);
    const [latest] = await api.invoices.warehouseCosts();
    expect(latest).toMatchObject({ fecha_factura: dayIn(0), coste_total: 1234.56 });
    await rows().first().getByText(dayIn(0).slice(0, 7), { exact: true }).waitFor();
    await rows().first().getByText(String(latest?.numero_botellas), { exact: true }).waitFor();
  });

  it("shows 'Error processing {code}: {json}' when the month is registered already", async () => {
    await form().getByLabel('Date').fill(dayIn(0));
    await form().getByLabel('Cost').fill('10');
    await form().getByRole('button', { name: 'Register cost' }).click();
    const month = dayIn(0).slice(0, 7);
    await toastWith(page, `Error processing 409: `)
      .filter({ hasText: taxService.warehouseCostExists(month) })
      .waitFor();
    expect(await api.invoices.warehouseCosts()).toHaveLength(2);
  });

  it('shows every amount, the cost per bottle too, as money with 2 decimals (contract.md)', async () => {
    const costs = await api.invoices.warehouseCosts();
    // The fixture's cost per bottle has more decimals than money is shown with.
    expect(costs.some((cost) => cost.coste_botella.toFixed(2) !== String(cost.coste_botella))).toBe(true);
    const headers = await page
      .getByRole('table', { name: 'Warehouse costs' })
      .locator('thead th')
      .allTextContents();
    const column = (name: string) => {
      const at = headers.findIndex((header) => header.toLowerCase() === name.toLowerCase());
      return rows().locator(`td:nth-child(${at + 1})`);
    };
    await expect
      .poll(() => column('Cost per bottle').allTextContents())
      .toEqual(costs.map((cost) => formatMoney(cost.coste_botella)));
    await expect
      .poll(() => column('Total cost').allTextContents())
      .toEqual(costs.map((cost) => formatMoney(cost.coste_total)));
  });

  it('recalculates the preparation costs of the months with a cost', async () => {
    const costs = await api.invoices.warehouseCosts();
    const orderCount = costs.reduce((sum, cost) => sum + cost.numero_pedidos, 0);
    await recalculate().click();
    await toast(page, taxService.recalculated(orderCount)).waitFor();
  });

  it("says 'No data to recalculate' and 'Error {status}: {body}' as the server answers", async () => {
    await page.route(RECALCULATE, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"costes":0,"pedidos":0,"changes":[]}',
      }),
    );
    await recalculate().click();
    await toast(page, orders.nothingToRecalculate).waitFor();
    await page.unroute(RECALCULATE);

    const body = { message: 'The warehouse is offline', type: 'ServiceUnavailable' };
    await page.route(RECALCULATE, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(body) }),
    );
    await recalculate().click();
    await toastWith(page, orders.recalculationError(503, body)).waitFor();
    await page.unroute(RECALCULATE);
  });
});
