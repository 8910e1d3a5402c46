import type { CellarClient } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, openSession, type TestBackend, toastWith } from './support';

// Edit order as staff use it: change quantities, add a product by search, remove a line, save, reload.
/** Fixture order 500004 (cellar, in preparation): HE10105 × 1, MA13010 × 4, XC00003 × 1 (out of catalogue). */
const ORDER = 500004;
/** A cellar product the catalogue marks "last units", 2 in stock. */
const LAST_UNITS = 'CA11183';
const { orders: messages, success } = commerceMessages;

let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page } = await openSession(`/orders/${ORDER}/edit`, {
    viewport: { width: 1600, height: 1000 },
    copyWeb: true,
  }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const lines = () => page.getByRole('table', { name: 'Order lines' });
const row = (id: string) => lines().locator(`tr[data-product="${id}"]`);
const quantity = (id: string) => lines().getByLabel(`Quantity of ${id}`, { exact: true });
const total = () => page.locator('dd[data-field="total"]');
const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
const productsShown = () =>
  lines()
    .locator('tr[data-product]')
    .evaluateAll((rows) =>
      rows.map((r) => [r.getAttribute('data-product'), (r.querySelector('input') as HTMLInputElement).value]),
    );

async function addBySearch(reference: string) {
  await page.getByRole('combobox', { name: 'Add a product' }).fill(reference);
  await page.getByRole('option', { name: new RegExp(`^${reference}\\b`) }).click();
  await page.getByRole('button', { name: 'Add product', exact: true }).click();
  await row(reference).waitFor();
}

describe('edit order', () => {
  it('changes a quantity, adds a product by search, drops a line at 0, and shows the saved lines after reload', async () => {
    const before = await api.orders.full(ORDER);
    await row('HE10105').waitFor();
    await expect.poll(() => total().textContent()).toBe(formatMoney(before.precio_total, 'EUR'));
    await expect.poll(() => page.locator('dd[data-field="state"]').textContent()).toBe('In preparation');

    await quantity('HE10105').fill('2');
    await addBySearch('CH12499');
    await row('MA13010')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect.poll(() => quantity('MA13010').inputValue()).toBe('0');
    await expect.poll(() => row('CH12499').textContent()).toContain('New');
    await expect.poll(() => row('XC00003').textContent()).toContain('Out of catalogue');
    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/issue14-edit-order.png', fullPage: true });
    await save();
    await toastWith(page, success.saved).waitFor();

    const saved = await api.orders.full(ORDER);
    // 2 × 54.45 + 1 × 35 + 1 × 66.55 (CH12499 at today's catalogue price).
    expect(saved.precio_total).toBe(210.45);
    await page.reload();
    await row('HE10105').waitFor();
    await expect.poll(productsShown).toEqual([
      ['HE10105', '2'],
      ['XC00003', '1'],
      ['CH12499', '1'],
    ]);
    await expect.poll(() => total().textContent()).toBe(formatMoney(210.45, 'EUR'));
  });

  it('refuses a last-units quantity above the stock with the save error, then caps the line at its stock', async () => {
    await addBySearch(LAST_UNITS);
    await quantity(LAST_UNITS).fill('3');
    await save();
    await toastWith(page, messages.saveError).waitFor();
    await page.getByText(messages.lastUnits(LAST_UNITS, 2), { exact: true }).waitFor();
    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/issue14-edit-order-refused.png', fullPage: true });
    expect((await api.orders.full(ORDER)).lines.map((l) => l.id_producto)).not.toContain(LAST_UNITS);

    await quantity(LAST_UNITS).fill('2');
    await save();
    await toastWith(page, success.saved).waitFor();
    await page.reload();
    await row(LAST_UNITS).waitFor();
    await expect.poll(() => row(LAST_UNITS).textContent()).toContain('Last units: 2');
    expect(await quantity(LAST_UNITS).getAttribute('max')).toBe('2');

    // Above the cap the form saves the stock, not more.
    await quantity(LAST_UNITS).fill('5');
    await save();
    await toastWith(page, success.saved).waitFor();
    await expect.poll(() => quantity(LAST_UNITS).inputValue()).toBe('2');
    const line = (await api.orders.full(ORDER)).lines.find((l) => l.id_producto === LAST_UNITS);
    expect(line?.cantidad).toBe(2);

    // Forced lifts the cap: the server saves above the stock.
    await page.getByLabel('Forced (save above the stock of last units)').check();
    expect(await quantity(LAST_UNITS).getAttribute('max')).toBeNull();
    await quantity(LAST_UNITS).fill('3');
    await save();
    await toastWith(page, success.saved).waitFor();
    await expect
      .poll(
        async () => (await api.orders.full(ORDER)).lines.find((l) => l.id_producto === LAST_UNITS)?.cantidad,
      )
      .toBe(3);
  });

  it('says a shipped order cannot be edited and offers no Save', async () => {
    await page.goto(new URL('/-admin/orders/500011/edit', page.url()).href);
    await page.getByText(messages.notEditable('V3PHSZPB', 'Shipped'), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
  });
});
