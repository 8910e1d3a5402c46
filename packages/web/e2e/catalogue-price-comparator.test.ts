import type { CellarClient, ErpCompetitorPrice } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { CATALOGUE_LIMITS, catalogueMessages } from '@cellar/validation/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerSelectedUrls,
  apiAs,
  closeSession,
  EDITOR,
  openStage,
  type Stage,
  toast,
  VIEWER,
} from './support';

const messages = catalogueMessages.priceComparator;

/** A fixture wine whose uk comparison holds more than a page (fixtures/scripts/generate-erp.ts LONG_COMPARISON). */
const GROUP = 'poggio-ventoso-chianti-classico-gran-selezione';
const WINE = `/bodegas/fattoria-poggio-ventoso/${GROUP}/`;
const tabUrl = (path: string) => `/?path=${path}&tab=${encodeURIComponent('Price comparator')}`;
const PAGE_SIZE = CATALOGUE_LIMITS.priceComparatorPageSize;

let stage: Stage;
let api: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1500, height: 1000 }, copyWeb: true });
  api = await apiAs(stage.backend);
});
afterAll(closeSession);

const search = (page: Page) => new URL(page.url()).searchParams;
const comparisonTable = (page: Page) => page.getByRole('table', { name: `Comparison of ${GROUP}` });
const urlsTable = (page: Page) => page.getByRole('table', { name: 'Competitor URLs' });
/** The cells of one column (0-based) of the comparison rows shown. */
const column = (page: Page, index: number) =>
  comparisonTable(page)
    .locator('tbody tr:has(td + td)')
    .evaluateAll((rows, at) => rows.map((row) => row.querySelectorAll('td')[at]?.textContent ?? ''), index);

async function pickCountry(page: Page, country: string) {
  await page.getByLabel('Country').selectOption(country);
  // es, the default, is the country a URL without one shows.
  await expect.poll(() => search(page).get('country') ?? 'es').toBe(country);
}

describe("the product's Price comparator tab", () => {
  it('shows the uk comparison in pounds, in stock first then by ranking, 25 a page with Next page', async () => {
    const expected: ErpCompetitorPrice[] = await api.erp.priceComparator.comparison('uk', GROUP);
    const [stored] = await api.erp.priceComparator.read('uk', [GROUP]);
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    expect(expected.some((row) => !row.in_stock)).toBe(true);

    const page = await stage.pageAs(undefined, tabUrl(WINE));
    await page.getByRole('tab', { name: 'Price comparator', selected: true }).waitFor();
    await pickCountry(page, 'uk');
    await urlsTable(page)
      .getByRole('link', { name: stored?.url ?? 'a stored URL' })
      .waitFor();

    const first = expected.slice(0, PAGE_SIZE);
    await expect.poll(() => column(page, 0)).toEqual(first.map((row) => row.url));
    expect(await column(page, 1)).toEqual(first.map((row) => formatMoney(row.price, 'GBP')));
    expect((await column(page, 1)).every((text) => text.includes('£'))).toBe(true);
    // In stock first: no 'Yes' after a 'No'; among those in stock, rankings ascend.
    const stock = await column(page, 6);
    expect(stock.indexOf(catalogueMessages.options.no)).toBeGreaterThan(-1);
    expect(stock.slice(stock.indexOf(catalogueMessages.options.no))).not.toContain(
      catalogueMessages.options.yes,
    );
    const ranks = (await column(page, 7))
      .slice(0, stock.indexOf(catalogueMessages.options.no))
      .filter(Boolean);
    expect(ranks.map(Number)).toEqual([...ranks.map(Number)].sort((a, b) => a - b));

    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/cat-compare-uk.png', fullPage: true });
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => search(page).get('page')).toBe('1');
    await expect.poll(() => column(page, 0)).toEqual(expected.slice(PAGE_SIZE).map((row) => row.url));
    await page.getByRole('link', { name: 'Prev page' }).waitFor();

    // The view is in the URL: a reload shows the same page of the same country.
    await page.reload();
    await expect.poll(() => column(page, 0)).toEqual(expected.slice(PAGE_SIZE).map((row) => row.url));
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('uk');

    // Euros elsewhere.
    await pickCountry(page, 'es');
    expect(search(page).get('page')).toBeNull();
    await expect.poll(async () => (await column(page, 1)).length).toBeGreaterThan(0);
    expect((await column(page, 1)).every((text) => text.includes('€'))).toBe(true);
  });

  it('lets an editor add a URL through the drawer (an empty one refused), update then delete it after the confirmation', async () => {
    const url = `https://www.e2e-rival.example/at/${GROUP}`;
    expect(await api.erp.priceComparator.read('at', [GROUP])).toEqual([]);
    // An editor, not an administrator: §6 gives this tab to ModifyContent.
    const page = await stage.pageAs(EDITOR, tabUrl(WINE));
    await pickCountry(page, 'at');
    await page.getByText('No competitor URL in this country.').waitFor();

    await page.getByRole('button', { name: '+ Add URL' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add URL' });
    await expect.poll(() => drawer.getByLabel('URL').getAttribute('type')).toBe('url');
    // No URL in the country yet: adding replaces nothing, and the drawer says nothing of it.
    expect(await drawer.getByText(messages.replacesUrl(''), { exact: false }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Add' }).click();
    await drawer.getByText(messages.urlRequired, { exact: true }).waitFor();
    expect(await api.erp.priceComparator.read('at', [GROUP])).toEqual([]);

    await drawer.getByLabel('URL').fill(url);
    await drawer.getByRole('button', { name: 'Add' }).click();
    await toast(page, messages.updated).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await page.reload();
    await urlsTable(page).getByRole('link', { name: url }).waitFor();
    expect((await api.erp.priceComparator.read('at', [GROUP])).map((entry) => entry.url)).toEqual([url]);

    // Adding again would replace that URL: the drawer says which (issue 25).
    await page.getByRole('button', { name: '+ Add URL' }).click();
    await drawer.getByRole('status').getByText(messages.replacesUrl(url), { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await drawer.waitFor({ state: 'hidden' });

    const update = page.getByRole('button', { name: 'Update selected' });
    expect(await update.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: `Select ${url}` }).check();
    await answerSelectedUrls(page, 'Update', [{ group: GROUP, url }], 'Update');
    await toast(page, messages.updated).waitFor();

    await page.getByRole('checkbox', { name: `Select ${url}` }).check();
    await answerSelectedUrls(page, 'Delete', [{ group: GROUP, url }], 'Delete');
    await toast(page, messages.dataUpdated).waitFor();

    await page.reload();
    await page.getByText('No competitor URL in this country.').waitFor();
    expect(await urlsTable(page).getByRole('link', { name: url }).count()).toBe(0);
    expect(await api.erp.priceComparator.read('at', [GROUP])).toEqual([]);
  });

  it('sends nothing when the confirmation is refused', async () => {
    const page = await stage.pageAs(undefined, `${tabUrl(WINE)}&country=uk`);
    const [entry] = await api.erp.priceComparator.read('uk', [GROUP]);
    const stored = entry?.url ?? 'a stored URL';
    await page.getByRole('checkbox', { name: `Select ${stored}` }).check();
    await answerSelectedUrls(page, 'Delete', [{ group: GROUP, url: stored }], 'Cancel');
    await page.reload();
    await urlsTable(page).getByRole('link', { name: stored }).waitFor();
    expect((await api.erp.priceComparator.read('uk', [GROUP])).map((entry) => entry.url)).toEqual([stored]);
  });

  it('tells a user without ModifyContent that they may not modify the content', async () => {
    const page = await stage.pageAs(VIEWER, tabUrl(WINE));
    await page.getByText(catalogueMessages.permissions.cannotModify, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '+ Add URL' }).count()).toBe(0);
  });
});
