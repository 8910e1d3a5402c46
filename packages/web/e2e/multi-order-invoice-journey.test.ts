import { fileURLToPath } from 'node:url';
import type { CellarClient } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, openSession, type TestBackend, toast } from './support';

// A multi-order invoice from its creation to invoiced, across the list, the detail and the New order page, as staff
// would take it: create it for a customer, choose the billing address, add orders from a CSV of addresses, confirm
// the payment, create the invoice.
const CUSTOMER = 1001;
const ADDRESSES = fileURLToPath(new URL('../../../fixtures/orders/new-order-addresses.csv', import.meta.url));
const { multiOrderInvoice: messages, success } = commerceMessages;

let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page } = await openSession('/orders/multi-order-invoice', {
    viewport: { width: 1500, height: 1000 },
  }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const invoiceId = () => Number(new URL(page.url()).pathname.split('/')[4]);

describe('a multi-order invoice from creation to invoiced', () => {
  it('is created, given a billing address, orders from a CSV, its payment, and invoiced', async () => {
    const customer = await api.erp.graphql.user(CUSTOMER);
    const address = customer?.datos_fac[0];
    if (!customer || !address) throw new Error('fixture customer 1001 has billing addresses');

    // Created from the list's drawer by the customer's email.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Create multi-order invoice' });
    await drawer.getByLabel('Email').fill(customer.email);
    await drawer.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(page, success.created).waitFor();
    await page.waitForURL(/\/orders\/multi-order-invoice\/\d+$/);
    const id = invoiceId();

    // Orders only once a billing address is saved.
    await page.getByRole('button', { name: 'Add orders' }).click();
    await toast(page, messages.selectBillingAddressFirst).waitFor();
    await page.getByRole('combobox', { name: 'Billing address' }).selectOption(String(address.id_datos_fac));
    await page.getByRole('button', { name: 'Save billing address' }).click();
    await toast(page, success.billingAddressSaved).waitFor();
    await page.getByRole('button', { name: 'Add orders' }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/orders/multi-order-invoice/${id}/new`));

    // One product line, three addresses: three orders.
    const line = page.getByRole('form', { name: 'Add product line' });
    await line.getByLabel('Product').fill('HE10028');
    await line.getByRole('option', { name: /^HE10028\b/ }).click();
    await expect.poll(() => line.getByLabel('Price').inputValue()).not.toBe('');
    await line.getByLabel('Quantity').fill('3');
    await line.getByRole('button', { name: 'Add product' }).click();
    const order = page.getByRole('form', { name: 'New order' });
    await order.getByLabel('Addresses CSV').setInputFiles(ADDRESSES);
    await expect.poll(() => page.getByRole('table', { name: 'Addresses' }).getByRole('row').count()).toBe(4);
    await order.getByRole('button', { name: 'Create' }).click();
    await toast(page, success.created).waitFor();
    const results = page.getByRole('table', { name: 'Created orders' });
    await expect.poll(() => results.locator('tr[data-status="OK"]').count()).toBe(3);

    // Back on the invoice: its three orders, then the payment.
    await page.getByRole('link', { name: `Back to multi-order invoice ${id}` }).click();
    const orders = page.getByRole('table', { name: 'Invoice orders' });
    await expect.poll(() => orders.locator('[data-order]').count()).toBe(3);
    const confirm = page.getByRole('button', { name: 'Confirm invoice payment' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await toast(page, success.invoiceCollected).waitFor();
    await page.reload();
    await page.getByText(messages.alreadyCollected, { exact: true }).waitFor();
    await expect.poll(() => confirm.isDisabled()).toBe(true);

    // Invoiced: back to the list, where the invoice is now only viewed.
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await toast(page, success.invoiced(id)).waitFor();
    await page.waitForURL((url) => url.pathname.endsWith('/orders/multi-order-invoice'));
    await page.locator(`[data-invoice="${id}"]`).getByRole('link', { name: 'View invoice' }).waitFor();
    const stored = await api.orders.multiOrderInvoice(id);
    expect(stored).toMatchObject({ status: 'INVOICED', id_datos_fac: address.id_datos_fac });
    expect(stored?.pedidos).toHaveLength(3);
    expect(stored?.pedidos.every((p) => p.lines.some((l) => l.cantidad === 3))).toBe(true);
  });
});
