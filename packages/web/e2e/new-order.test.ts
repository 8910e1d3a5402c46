import { fileURLToPath } from 'node:url';
import type { CellarClient } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { apiAs, closeSession, openSession, type TestBackend, toast } from './support';

// Fixture invoices: 301 DRAFT with a billing address, 302 DRAFT without one, 303 INVOICED.
const INVOICE = 301;
const sample = (name: string) => fileURLToPath(new URL(`../../../fixtures/orders/${name}`, import.meta.url));

let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page } = await openSession(paths.orders.multiOrderInvoice.newOrder.getHref(INVOICE), {
    viewport: { width: 1400, height: 1000 },
    copyWeb: true,
  }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const lineForm = () => page.getByRole('form', { name: 'Add product line' });
const orderForm = () => page.getByRole('form', { name: 'New order' });

async function addLine(reference: string, quantity: string, discount: string): Promise<number> {
  const form = lineForm();
  await form.getByLabel('Product').fill(reference);
  await form.getByRole('option', { name: new RegExp(`^${reference}\\b`) }).click();
  // The catalogue price fills the price.
  const [product] = await api.erp.graphql.searchProducts(reference);
  await expect.poll(() => form.getByLabel('Price').inputValue()).toBe(String(product?.precio));
  await form.getByLabel('Quantity').fill(quantity);
  await form.getByLabel('Discount (%)').fill(discount);
  await form.getByRole('button', { name: 'Add product' }).click();
  return product?.precio ?? Number.NaN;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

describe('new order from a CSV of addresses', () => {
  it('creates one order per good address, reports the bad row by its line and creates nothing for it', async () => {
    const before = (await api.orders.multiOrderInvoice(INVOICE))?.pedidos.length ?? 0;

    // A line needs every field.
    await lineForm().getByRole('button', { name: 'Add product' }).click();
    await lineForm().getByText(commerceMessages.newOrder.fillAllFields).first().waitFor();

    const firstPrice = await addLine('HE10007', '2', '10');
    const secondPrice = await addLine('HE10028', '1', '');
    const lines = page.getByRole('table', { name: 'Product lines' }).getByRole('row');
    await expect.poll(() => lines.count()).toBe(3);
    await expect
      .poll(() => lines.nth(1).textContent())
      .toContain(formatMoney(cents((firstPrice * 90) / 100)));

    // A third line, removed again.
    await addLine('HE10042', '1', '');
    await expect.poll(() => lines.count()).toBe(4);
    await page.getByRole('button', { name: 'Remove HE10042' }).click();
    await expect.poll(() => lines.count()).toBe(3);

    await orderForm().getByLabel('Addresses CSV').setInputFiles(sample('new-order-addresses-bad-row.csv'));
    const leftOut = page.getByRole('alert', { name: 'Rows left out' });
    await leftOut
      .getByText(
        commerceMessages.newOrder.badRow(3, [
          'Please input the linea1',
          commerceMessages.multiOrderInvoice.countryCodeLength,
        ]),
      )
      .waitFor();
    const preview = page.getByRole('table', { name: 'Addresses' }).getByRole('row');
    await expect.poll(() => preview.count()).toBe(3);

    await orderForm().getByLabel('Present message').fill('Feliz Navidad');
    await orderForm().getByText('13/500').waitFor();
    await orderForm().getByLabel('Gift paper').check();
    await orderForm().getByRole('button', { name: 'Create' }).click();

    await toast(page, commerceMessages.success.created).waitFor();
    const results = page.getByRole('table', { name: 'Created orders' });
    await expect.poll(() => results.locator('tr[data-status="OK"]').count()).toBe(2);
    const shown = await results.locator('tr[data-status="OK"] span.font-mono').allTextContents();
    expect(shown).toHaveLength(2);
    if (process.env.CELLAR_SCREENSHOTS) await page.screenshot({ path: '/tmp/new-order.png', fullPage: true });

    // The invoice's page lists the two new orders after a reload; each has its lines; none for the bad row.
    await page.goto(backend.admin(paths.orders.multiOrderInvoice.detail.getHref(INVOICE)));
    for (const code of shown) await page.locator(`tr[data-order="${code}"]`).waitFor();
    const invoice = await api.orders.multiOrderInvoice(INVOICE);
    expect(invoice?.pedidos.length).toBe(before + 2);
    const created = invoice?.pedidos.filter((order) => shown.includes(order.cod_pedido)) ?? [];
    expect(created).toHaveLength(2);
    for (const order of created) {
      const { lines } = await api.orders.full(order.id_pedido);
      expect(lines.map((line) => [line.id_producto, line.cantidad, line.old_price])).toEqual([
        ['HE10007', 2, cents((firstPrice * 90) / 100)],
        ['HE10028', 1, secondPrice],
      ]);
    }
    await page.goto(backend.admin(paths.orders.multiOrderInvoice.newOrder.getHref(INVOICE)));
    await lineForm().waitFor();
  });

  it("refuses a CSV missing a mandatory column with the spec's message", async () => {
    await orderForm()
      .getByLabel('Addresses CSV')
      .setInputFiles(sample('new-order-addresses-missing-column.csv'));
    await orderForm()
      .getByText(commerceMessages.newOrder.missingAddressColumns(['telefono', 'id_provincia']))
      .waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Addresses' }).count()).toBe(0);
    // Nothing to create: the form says what is missing.
    await orderForm().getByRole('button', { name: 'Create' }).click();
    await page.getByText(commerceMessages.newOrder.noProducts).first().waitFor();
    await orderForm().getByText(commerceMessages.newOrder.noAddresses).first().waitFor();
  });

  it('stops the present message at 500 characters (§5), typed or pasted', async () => {
    const message = orderForm().getByLabel('Present message');
    await message.fill('');
    await message.focus();
    await page.keyboard.insertText('x'.repeat(520));
    await expect.poll(() => message.inputValue()).toBe('x'.repeat(500));
    await orderForm().getByText('500/500', { exact: true }).waitFor();
    await message.press('y');
    await expect.poll(() => message.inputValue()).toBe('x'.repeat(500));
    await message.fill('');
  });

  it.each([
    [302, commerceMessages.multiOrderInvoice.selectBillingAddressFirst],
    [303, commerceMessages.newOrder.invoiceNotDraft(303)],
  ])('refuses invoice %i with its message', async (id, message) => {
    await page.goto(backend.admin(paths.orders.multiOrderInvoice.newOrder.getHref(id)));
    await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
    await expect.poll(() => orderForm().count()).toBe(0);
  });
});
