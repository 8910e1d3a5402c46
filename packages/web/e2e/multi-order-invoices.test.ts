import type { CellarClient } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConfirmation, apiAs, closeSession, openSession, type TestBackend, toast } from './support';

// The fixtures: invoice 301 is a DRAFT of jose.ruiz.1010 with a billing address and 3 orders; user 1013
// (elena.fernandez.1013) has billing addresses and a bare DRAFT (302).
const DRAFT = 301;
const NEW_CUSTOMER = 'elena.fernandez.1013@mail.example';
const { multiOrderInvoice: messages, success, general } = commerceMessages;

let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page } = await openSession('/orders/multi-order-invoice', {
    viewport: { width: 1500, height: 1000 },
    copyWeb: true,
  }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const detailPath = (id: number) => `/orders/multi-order-invoice/${id}`;
const open = async (path: string) => {
  await page.goto(backend.admin(path));
  await page.getByRole('heading', { level: 1 }).waitFor();
};
const batch = () => page.getByRole('toolbar', { name: 'Batch actions' });
const orders = () => page.getByRole('table', { name: 'Invoice orders' });
const addressSelect = () => page.getByRole('combobox', { name: 'Billing address' });

describe('multi-order invoices', () => {
  it('creates an invoice for a user from the drawer, the email required', async () => {
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Create multi-order invoice' });
    await drawer.getByRole('button', { name: 'Create', exact: true }).click();
    await drawer.getByText(messages.inputEmail, { exact: true }).waitFor();
    await drawer.getByLabel('Email').fill(NEW_CUSTOMER);
    await drawer.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(page, success.created).waitFor();
    await page.waitForURL(/\/orders\/multi-order-invoice\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const created = await api.orders.multiOrderInvoice(id);
    expect(created).toMatchObject({ status: 'DRAFT', email: NEW_CUSTOMER, pedidos: [] });
    await page.getByText(created?.id_factura as string, { exact: true }).waitFor();
  });

  it('needs a billing address before adding orders; adds one (a bad country code refused) and saves it', async () => {
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Add orders' }).click();
    await toast(page, messages.selectBillingAddressFirst).waitFor();

    await page.getByRole('button', { name: 'Add billing address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add billing address' });
    await dialog.getByLabel('Name').fill('Elena Trading S.L.');
    await dialog.getByLabel('CIF').fill('B87654321');
    await dialog.getByLabel('Line 1').fill('Calle Alcalá 10');
    await dialog.getByLabel('Postal code').fill('28014');
    await dialog.getByLabel('City').fill('Madrid');
    await dialog.getByLabel('Phone').fill('+34 611 222 333');
    await dialog.getByLabel('Country id').fill('esp');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText(messages.countryCodeLength, { exact: true }).waitFor();
    await dialog.getByLabel('Country id').fill('es');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });

    const added = (await api.erp.graphql.user(1013))?.datos_fac.find(
      (a) => a.nombre === 'Elena Trading S.L.',
    );
    expect(added).toBeDefined();
    await expect.poll(() => addressSelect().inputValue()).toBe(String(added?.id_datos_fac));
    await page.getByRole('button', { name: 'Save billing address' }).click();
    await toast(page, success.billingAddressSaved).waitFor();

    await page.reload();
    await expect.poll(() => addressSelect().inputValue()).toBe(String(added?.id_datos_fac));
    expect((await api.orders.multiOrderInvoice(id))?.id_datos_fac).toBe(added?.id_datos_fac);
    // With its billing address, Add orders opens the New order page.
    await page.getByRole('button', { name: 'Add orders' }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`${detailPath(id)}/new`));
  });

  it('refuses a batch action with nothing selected, then comments and hibernates selected orders', async () => {
    const invoice = await api.orders.multiOrderInvoice(DRAFT);
    const [first, second] = invoice?.pedidos ?? [];
    if (!first || !second) throw new Error('fixture invoice 301 has orders');
    await open(detailPath(DRAFT));
    await orders().waitFor();

    await batch().getByRole('button', { name: 'Hibernate' }).click();
    await toast(page, messages.selectOrders('hibernate')).waitFor();

    await orders()
      .getByRole('checkbox', { name: `Select ${first.cod_pedido}` })
      .check();
    await batch().getByRole('button', { name: 'Comment' }).click();
    const comment = page.getByRole('dialog', { name: 'Comment orders' });
    await comment.getByLabel('Kind').selectOption('ENTREGA');
    await comment.getByLabel('Comment').fill('Deliver to the back door');
    await comment.getByRole('button', { name: 'Add comment' }).click();
    await toast(page, success.selectedOrders('commented')).waitFor();
    await comment.waitFor({ state: 'detached' });

    await orders()
      .getByRole('checkbox', { name: `Select ${first.cod_pedido}` })
      .check();
    await orders()
      .getByRole('checkbox', { name: `Select ${second.cod_pedido}` })
      .check();
    await batch().getByRole('button', { name: 'Hibernate' }).click();
    const hibernate = page.getByRole('dialog', { name: 'Hibernate orders' });
    await hibernate.getByLabel('Hibernate until').fill('2020-01-01');
    await hibernate.getByRole('button', { name: 'Hibernate' }).click();
    await hibernate.getByText(messages.hibernationDate, { exact: true }).waitFor();
    await hibernate.getByLabel('Hibernate until').fill('2031-01-31');
    await hibernate.getByRole('button', { name: 'Hibernate' }).click();
    await toast(page, success.selectedOrders('hibernated')).waitFor();

    await page.reload();
    const row = orders().locator(`[data-order="${first.cod_pedido}"]`);
    await row.getByText('Deliver to the back door').waitFor();
    await row.getByText('2031-01-31').waitFor();
    await orders().locator(`[data-order="${second.cod_pedido}"]`).getByText('2031-01-31').waitFor();
    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/issue14-multi-order-invoice.png', fullPage: true });
  });

  it('cancels or removes selected orders only once the confirmation naming them is agreed to (issue 25)', async () => {
    const invoice = await api.orders.multiOrderInvoice(DRAFT);
    const last = invoice?.pedidos.at(-1);
    if (!last) throw new Error('fixture invoice 301 has orders');
    const select = () =>
      orders()
        .getByRole('checkbox', { name: `Select ${last.cod_pedido}` })
        .check();
    await select();
    await batch().getByRole('button', { name: 'Cancel orders' }).click();
    await answerConfirmation(page, {
      title: 'Cancel orders',
      question: messages.confirmCancel([last.cod_pedido]),
      answer: 'Cancel',
    });
    await batch().getByRole('button', { name: 'Remove' }).click();
    await answerConfirmation(page, {
      title: 'Remove orders',
      question: messages.confirmRemove([last.cod_pedido]),
      answer: 'Cancel',
    });
    const kept = (await api.orders.multiOrderInvoice(DRAFT))?.pedidos.find(
      (o) => o.id_pedido === last.id_pedido,
    );
    expect(kept?.id_estado_pd).toBe(last.id_estado_pd);

    await batch().getByRole('button', { name: 'Remove' }).click();
    await answerConfirmation(page, {
      title: 'Remove orders',
      question: messages.confirmRemove([last.cod_pedido]),
      answer: 'Remove',
    });
    await toast(page, success.selectedOrders('removed')).waitFor();
    await orders().locator(`[data-order="${last.cod_pedido}"]`).waitFor({ state: 'detached' });
    expect(
      (await api.orders.multiOrderInvoice(DRAFT))?.pedidos.some((o) => o.id_pedido === last.id_pedido),
    ).toBe(false);
  });

  it('confirms the payment, and after a reload the invoice says it is already collected', async () => {
    const confirm = page.getByRole('button', { name: 'Confirm invoice payment' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await toast(page, success.invoiceCollected).waitFor();
    await page.reload();
    await page.getByText(messages.alreadyCollected, { exact: true }).waitFor();
    await expect.poll(() => confirm.isDisabled()).toBe(true);
  });

  it("creates the invoice ('{id} invoiced!'); the list then shows View invoice and the detail is read-only", async () => {
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await toast(page, success.invoiced(DRAFT)).waitFor();
    await page.waitForURL((url) => url.pathname.endsWith('/orders/multi-order-invoice'));
    const row = page.locator(`[data-invoice="${DRAFT}"]`);
    await row.getByRole('link', { name: 'View invoice' }).click();
    await page.waitForURL((url) => url.pathname.endsWith(detailPath(DRAFT)));
    await orders().waitFor();
    await page.getByText('INVOICED', { exact: true }).first().waitFor();
    expect(await batch().count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create invoice' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add orders' }).count()).toBe(0);
    expect(await orders().getByRole('checkbox').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: 'Confirm invoice payment' }).isDisabled())
      .toBe(true);
  });

  it('says KO when a DRAFT cannot be invoiced, and searches the list by user', async () => {
    await open(detailPath(302));
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await toast(page, general.notMarkedInvoiced).waitFor();

    await open('/orders/multi-order-invoice');
    await page.getByRole('searchbox', { name: 'Email' }).fill('jose.ruiz.1010');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('navigation', { name: 'Users found' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.searchParams.get('user') === '1010');
    const table = page.getByRole('table', { name: 'Multi-order invoices' });
    await table.locator(`[data-invoice="${DRAFT}"]`).waitFor();
    await expect.poll(() => table.locator('[data-invoice]').count()).toBe(1);
    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/issue14-multi-order-invoices.png', fullPage: true });
  });

  it('says clearly when there is no such invoice', async () => {
    await open('/orders/multi-order-invoice/999999');
    await page.getByText('There is no multi-order invoice #999999.', { exact: true }).waitFor();
  });
});
