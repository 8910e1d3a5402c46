import type { CellarClient, DelayedOrder } from '@cellar/sdk';
import type { ShopId } from '@cellar/validation';
import { commerceMessages, WAREHOUSE_CODES } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, dayIn, openStage, type Stage, toastWith } from './support';

// Delays & Notifications (/orders/delays) as staff use it: each row's action by supplier, the handled order
// leaving the list (also after a reload), and a product's stock bookings.
const { success } = commerceMessages;
let stage: Stage;
let api: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1600, height: 1000 }, path: '/orders/delays', copyWeb: true });
  api = await apiAs(stage.backend);
});
afterAll(closeSession);

const table = (page: Page) => page.getByRole('table', { name: 'Delayed orders' });
const rowOf = (page: Page, row: DelayedOrder) => table(page).locator(`tr[data-order="${row.cod_pedido}"]`);

async function lateRow(shop: ShopId, supplier: 'ago' | 'cam' | 'other'): Promise<DelayedOrder> {
  const rows = await api.orders.delayedOrders(shop);
  const row = rows.find((r) =>
    supplier === 'other' ? !['ago', 'cam'].includes(r.id_prov_vino) : r.id_prov_vino === supplier,
  );
  if (!row) throw new Error(`no ${supplier} row in ${shop}`);
  return row;
}

async function openShop(shop: ShopId): Promise<Page> {
  const page = await stage.pageAs(undefined, `/orders/delays?shop=${shop}`);
  await table(page).locator('tr[data-order]').first().waitFor();
  return page;
}

describe('Delays & Notifications', () => {
  it('opens on the main shop and switches shop through the selector, kept in the URL', async () => {
    const page = await stage.pageAs();
    await page.getByRole('heading', { name: 'Delays & Notifications' }).waitFor();
    await table(page).locator('tr[data-order^="V"]').first().waitFor();
    await page.getByLabel('Shop').selectOption('fr');
    await table(page).locator('tr[data-order^="F"]').first().waitFor();
    expect(new URL(page.url()).searchParams.get('shop')).toBe('fr');
    expect(await table(page).locator('tr[data-order^="V"]').count()).toBe(0);
  });

  it('fits a 1440 and a 1366 px window whole, its dates in one format (dd/MM/yyyy, with the time they have)', async () => {
    const page = await openShop('cellar');
    const frame = table(page).locator('xpath=..');
    for (const width of [1440, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      const edge = await frame.evaluate((el) => el.getBoundingClientRect().right);
      const actions = table(page).locator('tr[data-order] td:last-child button');
      expect(await actions.count()).toBeGreaterThan(0);
      for (const right of await actions.evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect().right),
      ))
        expect(right).toBeLessThanOrEqual(edge);
      if (process.env.CELLAR_SCREENSHOTS) await page.screenshot({ path: `/tmp/issue25-delays-${width}.png` });
    }
    const headers = await table(page).locator('thead th').allTextContents();
    const dates = await table(page)
      .locator(`tr[data-order] td:nth-child(${headers.indexOf('Dates') + 1})`)
      .allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const text of dates)
      expect(text).toMatch(/^Ordered \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}Stock (\d{2}\/\d{2}\/\d{4}|—)$/);
  });

  it('notifies a delay with a date; the order leaves the list and stays gone after reload', async () => {
    const row = await lateRow('de', 'other');
    const page = await openShop('de');
    await rowOf(page, row).getByRole('button', { name: 'Notify delay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify delay' });
    await dialog.getByLabel('Available date').fill(dayIn(-1));
    await dialog.getByRole('button', { name: 'Notify delay' }).click();
    await dialog.getByText(commerceMessages.delays.dateInThePast).waitFor();
    if (process.env.CELLAR_SCREENSHOTS) await page.screenshot({ path: '/tmp/issue14-notify-delay.png' });
    await dialog.getByLabel('Available date').fill(dayIn(7));
    await dialog.getByRole('button', { name: 'Notify delay' }).click();
    await toastWith(page, success.orderNotified(row.cod_pedido)).waitFor();
    await rowOf(page, row).waitFor({ state: 'detached' });
    await page.reload();
    await table(page).locator('tr[data-order]').first().waitFor();
    expect(await rowOf(page, row).count()).toBe(0);
    const after = await api.orders.delayedOrders('de');
    expect(after.some((r) => r.id_linea_pedido === row.id_linea_pedido)).toBe(false);
  });

  it('changes a vintage: Order {code} completed!', async () => {
    const row = await lateRow('cellar', 'cam');
    const page = await openShop('cellar');
    await rowOf(page, row).getByRole('button', { name: 'Change vintage' }).click();
    await toastWith(page, success.orderCompleted(row.cod_pedido)).waitFor();
    await rowOf(page, row).waitFor({ state: 'detached' });
    await page.reload();
    await table(page).locator('tr[data-order]').first().waitFor();
    expect(await rowOf(page, row).count()).toBe(0);
  });

  it('shows the server message when no other vintage exists, and the row stays', async () => {
    const rows = (await api.orders.delayedOrders('fr')).filter((r) => r.id_prov_vino === 'cam');
    const page = await openShop('fr');
    // The fixtures give every cam product with a vintage a next one; a product without a vintage has none.
    for (const row of rows) {
      const refused = await api.orders.changeVintage('fr', row.id_pedido).then(
        () => false,
        () => true,
      );
      if (!refused) continue;
      await page.reload();
      await rowOf(page, row).getByRole('button', { name: 'Change vintage' }).click();
      await toastWith(
        page,
        commerceMessages.delays.noOtherVintage(row.cod_pedido, row.id_producto),
      ).waitFor();
      expect(await rowOf(page, row).count()).toBe(1);
      return;
    }
    throw new Error('no fr cam line without another vintage');
  });

  it('notifies unavailable: Order {code} notified!', async () => {
    const row = await lateRow('italvinus', 'ago');
    const page = await openShop('italvinus');
    await rowOf(page, row).getByRole('button', { name: 'Notify unavailable' }).click();
    await toastWith(page, success.orderNotified(row.cod_pedido)).waitFor();
    await rowOf(page, row).waitFor({ state: 'detached' });
  });

  it("opens the order's Edit order screen from its code", async () => {
    const row = await lateRow('uk', 'other');
    const page = await openShop('uk');
    await rowOf(page, row).getByRole('link', { name: row.cod_pedido }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/orders/${row.id_pedido}/edit`));
    await page.getByRole('heading', { name: `Edit order ${row.cod_pedido}` }).waitFor();
    await page
      .getByRole('table', { name: 'Order lines' })
      .locator(`[data-product="${row.id_producto}"]`)
      .waitFor();
  });

  it('opens the stock-booking sub-table of a product with the warehouses cas, tr2, clr', async () => {
    const row = await lateRow('uk', 'other');
    const page = await openShop('uk');
    await rowOf(page, row)
      .getByRole('button', { name: `Stock bookings of ${row.id_producto}` })
      .click();
    const sub = page.getByRole('table', { name: `Stock bookings of ${row.id_producto}` });
    await sub.locator('tr[data-warehouse]').first().waitFor();
    const warehouses = await sub
      .locator('tr[data-warehouse]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-warehouse')));
    expect([...new Set(warehouses)]).toEqual([...WAREHOUSE_CODES]);
    expect(new URL(page.url()).searchParams.get('stock')).toBe(row.id_producto);
    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/issue14-delays.png', fullPage: true });
    await page.reload();
    await sub.locator('tr[data-warehouse]').first().waitFor();
  });
});
