import type { CellarClient, ErpFreeShippingRate } from '@cellar/sdk';
import { formatInMadrid, formMessages } from '@cellar/validation';
import { commerceMessages, DTP_TARIFF, FREE_SHIPPING_TARIFFS } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DTP_MINIMUMS_HINT } from '../src/features/free-shipping-rates/utils/rate-form';
import {
  type Account,
  apiAs,
  closeSession,
  dayIn,
  EDITOR,
  openStage,
  restoredDraft,
  type Stage,
  type TestBackend,
  toast,
} from './support';

const messages = commerceMessages.freeShipping;
let stage: Stage;
let backend: TestBackend;
let api: CellarClient;

const pageAs = (user?: Account, path?: string) => stage.pageAs(user, path);

const row = (page: Page, id: number) => page.locator(`tr[data-rate-id="${id}"]`);

async function allRates(): Promise<ErpFreeShippingRate[]> {
  const rates: ErpFreeShippingRate[] = [];
  for (let p = 1; ; p++) {
    const page = await api.erp.freeShipping.search({ p });
    rates.push(...page.result);
    if (p * page.per_page >= page.items) return rates;
  }
}

beforeAll(async () => {
  // A copy of the build: other runs may rebuild dist/ while these tests load pages.
  stage = await openStage({ viewport: { width: 1440, height: 1000 }, path: '/promos_trg', copyWeb: true });
  ({ backend } = stage);
  api = await apiAs(backend);
});
afterAll(closeSession);

describe('the Free Shipping Rates screen', () => {
  it('adds dtp rates for several countries with both minimums forced to 0, listed after a reload', async () => {
    const page = await pageAs();
    await page.locator('tr[data-rate-id]').first().waitFor();
    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add free shipping rate' });
    await drawer.getByLabel('Spain (es)').check();
    await drawer.getByLabel('United Kingdom (uk)').check();
    await drawer.getByLabel('Minimum cart sum').fill('80');
    // The tariff is one of the known ones, picked from a list.
    await expect
      .poll(() =>
        drawer
          .getByLabel('Tariff')
          .locator('option')
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
      )
      .toEqual(['', ...FREE_SHIPPING_TARIFFS]);
    await drawer.getByLabel('Tariff').selectOption(DTP_TARIFF);
    // dtp forces both minimums to 0: what was typed goes, and neither can be typed in while dtp is chosen.
    for (const label of ['Minimum cart sum', 'Minimum unit price']) {
      await expect.poll(() => drawer.getByLabel(label).inputValue()).toBe('0');
      await expect.poll(() => drawer.getByLabel(label).isDisabled()).toBe(true);
      await expect.poll(() => drawer.getByLabel(label).isEditable()).toBe(false);
    }
    await expect.poll(() => drawer.getByText(DTP_MINIMUMS_HINT).count()).toBe(1);
    await drawer.getByLabel('From').fill(dayIn(500));
    await drawer.getByLabel('To').fill(dayIn(510));
    await page.screenshot({ path: '/tmp/free-shipping-drawer.png' });
    await drawer.getByRole('button', { name: 'Create' }).click();
    await toast(page, messages.created).waitFor();
    await drawer.waitFor({ state: 'detached' });

    const created = (await api.erp.freeShipping.search({ p: 1 })).result.filter(
      (rate) =>
        rate.tarifa === DTP_TARIFF && formatInMadrid(new Date(rate.desde), 'yyyy-MM-dd') === dayIn(500),
    );
    expect(created.map((rate) => rate.pais).sort()).toEqual(['es', 'uk']);
    for (const rate of created) expect(rate).toMatchObject({ cart_amount: 0, min_precio_uni: 0 });

    await page.reload();
    for (const rate of created) await row(page, rate.id).waitFor();
    const uk = created.find((rate) => rate.pais === 'uk') as ErpFreeShippingRate;
    await expect.poll(() => row(page, uk.id).textContent()).toContain('£0.00');
    await page.screenshot({ path: '/tmp/free-shipping-rates.png', fullPage: true });
  });

  it('refuses an overlapping rate and a rate without minimums', async () => {
    const page = await pageAs();
    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add free shipping rate' });
    await drawer.getByLabel('Spain (es)').check();
    await drawer.getByLabel('Tariff').selectOption('std');
    await drawer.getByLabel('From').fill(dayIn(600));
    await drawer.getByLabel('To').fill(dayIn(601));
    await drawer.getByRole('button', { name: 'Create' }).click();
    // The minimums are required unless the tariff is dtp: nothing is sent.
    await drawer.getByText('Please input the minimum cart sum').waitFor();
    await drawer.getByLabel('Minimum cart sum').fill('60');
    await drawer.getByLabel('Minimum unit price').fill('5');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await toast(page, messages.created).waitFor();

    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    await drawer.getByLabel('Spain (es)').check();
    await drawer.getByLabel('Tariff').selectOption('std');
    await drawer.getByLabel('From').fill(dayIn(601));
    await drawer.getByLabel('To').fill(dayIn(605));
    await drawer.getByLabel('Minimum cart sum').fill('50');
    await drawer.getByLabel('Minimum unit price').fill('0');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await toast(page, messages.overlapping).waitFor();
  });

  it('refuses a minimum with more than 2 decimals and a start in the past, worded for a rate, nothing sent', async () => {
    const page = await pageAs();
    const before = (await api.erp.freeShipping.search({ p: 1 })).items;
    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add free shipping rate' });
    await drawer.getByLabel('Italy (it)').check();
    await drawer.getByLabel('Tariff').selectOption('std');
    await drawer.getByLabel('From').fill(dayIn(-2));
    await drawer.getByLabel('To').fill(dayIn(700));
    await drawer.getByLabel('Minimum cart sum').fill('59.999');
    await drawer.getByLabel('Minimum unit price').fill('5');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await drawer.getByText(formMessages.maxDecimals('minimum cart sum', 2), { exact: true }).waitFor();
    await drawer.getByText(messages.startInThePast, { exact: true }).waitFor();
    await expect.poll(() => drawer.getByText("The offer shouldn't be expired").count()).toBe(0);
    expect((await api.erp.freeShipping.search({ p: 1 })).items).toBe(before);
    await page.keyboard.press('Escape');
  });

  it('keeps what was typed in the drawer as a draft through a reload, dtp minimums held at 0, until discarded', async () => {
    const page = await pageAs();
    await page.locator('tr[data-rate-id]').first().waitFor();
    const drawer = page.getByRole('dialog', { name: 'Add free shipping rate' });
    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    await drawer.getByLabel('France (fr)').check();
    await drawer.getByLabel('Tariff').selectOption('exp');
    await drawer.getByLabel('From').fill(dayIn(700));
    await drawer.getByLabel('Minimum cart sum').fill('45');
    // The draft is written as it is typed: the browser holds it.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(':rate:new')).length),
      )
      .toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    await restoredDraft(drawer).waitFor();
    await expect.poll(() => drawer.getByLabel('France (fr)').isChecked()).toBe(true);
    await expect.poll(() => drawer.getByLabel('Tariff').inputValue()).toBe('exp');
    await expect.poll(() => drawer.getByLabel('From').inputValue()).toBe(dayIn(700));
    await expect.poll(() => drawer.getByLabel('Minimum cart sum').inputValue()).toBe('45');

    // Switched to dtp, the restored minimum goes to 0 and stays there through Escape and reopening.
    await drawer.getByLabel('Tariff').selectOption(DTP_TARIFF);
    await expect.poll(() => drawer.getByLabel('Minimum cart sum').inputValue()).toBe('0');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    await restoredDraft(drawer).waitFor();
    await expect.poll(() => drawer.getByLabel('Tariff').inputValue()).toBe(DTP_TARIFF);
    await expect.poll(() => drawer.getByLabel('Minimum cart sum').inputValue()).toBe('0');
    await expect.poll(() => drawer.getByLabel('Minimum cart sum').isDisabled()).toBe(true);

    // Discarded, it is not put back again.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    await drawer.getByRole('button', { name: 'Discard' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Add shipping rate' }).click();
    await drawer.waitFor();
    await expect.poll(() => restoredDraft(drawer).count()).toBe(0);
    await expect.poll(() => drawer.getByLabel('France (fr)').isChecked()).toBe(false);
  });

  it('deletes a rate after confirmation, gone after a reload', async () => {
    const [first] = (await api.erp.freeShipping.search({ p: 1 })).result;
    const target = first as ErpFreeShippingRate;
    const page = await pageAs();
    await row(page, target.id)
      .getByRole('button', { name: `Delete shipping rate #${target.id}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete shipping rate' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, messages.deleted(target.id)).waitFor();
    await expect.poll(() => row(page, target.id).count()).toBe(0);
    await page.reload();
    await page.locator('tr[data-rate-id]').first().waitFor();
    await expect.poll(() => row(page, target.id).count()).toBe(0);
    expect((await allRates()).some((rate) => rate.id === target.id)).toBe(false);
  });

  it('goes back to the last page that has rates when the last rate of the last page is deleted', async () => {
    // Leave exactly one rate on the last page (the oldest ones are there), then delete it on the screen.
    const rates = await allRates();
    const perPage = (await api.erp.freeShipping.search({ p: 1 })).per_page;
    const extra = (rates.length - 1) % perPage;
    for (const rate of rates.slice(rates.length - extra)) await api.erp.freeShipping.remove(rate.id);
    const total = rates.length - extra;
    const last = Math.ceil(total / perPage) - 1;
    expect(last).toBeGreaterThan(0);
    const target = rates[total - 1] as ErpFreeShippingRate;

    const page = await pageAs(undefined, `/promos_trg?page=${last}`);
    await row(page, target.id).waitFor();
    await expect.poll(() => page.locator('tr[data-rate-id]').count()).toBe(1);
    await row(page, target.id)
      .getByRole('button', { name: `Delete shipping rate #${target.id}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete shipping rate' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, messages.deleted(target.id)).waitFor();
    // The page emptied: the one before shows, full, and the URL says so.
    await page.waitForURL((url) => url.searchParams.get('page') === (last > 1 ? String(last - 1) : null));
    await expect.poll(() => page.locator('tr[data-rate-id]').count()).toBe(perPage);
    await expect.poll(() => page.getByText('No free shipping rates.').count()).toBe(0);
  });

  it('tells a non-administrator that only administrators can use it', async () => {
    const page = await pageAs(EDITOR);
    await page.getByText('Only administrators can use this screen.').waitFor();
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
  });
});
