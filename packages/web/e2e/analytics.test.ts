import { catalogueMessages } from '@cellar/validation/catalogue';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../src/components/admin-only';
import {
  answerSelectedUrls,
  apiAs,
  closeSession,
  EDITOR,
  openSession,
  type Stage,
  type TestBackend,
} from './support';

let pageAs: Stage['pageAs'];
let backend: TestBackend;
let page: Page;

beforeAll(async () => {
  ({ backend, page, pageAs } = await openSession('/analytics', {
    viewport: { width: 1400, height: 900 },
    copyWeb: true,
  }));
});
afterAll(closeSession);

const trafficTable = () => page.getByRole('tabpanel').getByRole('table');
/** The text of one column (0-based) of the rows rendered (the table is virtualised: the first rows in view). */
const columnTexts = (column: number) =>
  trafficTable()
    .locator('tbody tr:has(td + td)')
    .evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''),
      column,
    );
const asNumber = (text: string) => Number(text.replace(/,/g, ''));
const search = () => new URL(page.url()).searchParams;

/** Catalogue groups (fixtures/erp) without a competitor URL in fr. */
const GROUP = 'bachelet-morey-meursault';
const OTHER_GROUP = 'bachelet-morey-pommard';

describe('analytics', () => {
  it('sorts the traffic table by a column, keeps the sort in the URL and after a reload', async () => {
    const api = await apiAs(backend);
    const rows = await api.erp.analytics.productTraffic();
    const max = Math.max(...rows.map((row) => row.unique_users));
    const min = Math.min(...rows.map((row) => row.unique_users));

    await page.getByRole('tab', { name: 'Product traffic & performance', selected: true }).waitFor();
    await trafficTable().locator('tbody tr').first().waitFor();
    // Long: only part of the rows are in the page.
    expect((await columnTexts(0)).length).toBeLessThan(rows.length);

    const header = trafficTable().getByRole('columnheader', { name: 'Unique users' });
    await header.getByRole('button').click();
    await expect.poll(() => search().get('sort')).toBe('unique_users');
    expect(search().get('dir')).toBe('asc');
    await expect.poll(async () => asNumber((await columnTexts(2))[0] ?? '')).toBe(min);

    await header.getByRole('button').click();
    await expect.poll(() => search().get('dir')).toBe('desc');
    await expect.poll(async () => asNumber((await columnTexts(2))[0] ?? '')).toBe(max);
    const descending = (await columnTexts(2)).map(asNumber);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    if (process.env.CELLAR_SCREENSHOTS) await page.screenshot({ path: '/tmp/issue5-analytics-traffic.png' });

    await page.reload();
    await trafficTable().locator('tbody tr').first().waitFor();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => asNumber((await columnTexts(2))[0] ?? '')).toBe(max);
  });

  it('filters the table by group, in the URL', async () => {
    const api = await apiAs(backend);
    const rows = await api.erp.analytics.productTraffic();
    const group = rows[0]?.grupo ?? '';
    const fragment = group.split('-').slice(0, 2).join('-');
    const expected = rows.filter((row) => row.grupo.includes(fragment)).length;

    await page.getByLabel('Filter by group').fill(fragment);
    await expect.poll(() => search().get('q')).toBe(fragment);
    await page.getByText(`${expected} of ${rows.length} rows`).waitFor();
    const groups = await columnTexts(0);
    expect(groups.length).toBe(Math.min(expected, groups.length));
    for (const shown of groups) expect(shown).toContain(fragment);
    // The sort of the previous test stays.
    expect(search().get('sort')).toBe('unique_users');
  });

  it('keeps the group filter box in step with the URL on back and forward', async () => {
    const api = await apiAs(backend);
    const rows = await api.erp.analytics.productTraffic();
    const groups = [...new Set(rows.map((row) => row.grupo))];
    const [one, two] = [groups[0] ?? '', groups[groups.length - 1] ?? ''];
    const countOf = (q: string) => rows.filter((row) => row.grupo.includes(q)).length;
    const box = page.getByLabel('Filter by group');

    await box.fill(one);
    await expect.poll(() => search().get('q')).toBe(one);
    await box.fill(two);
    await expect.poll(() => search().get('q')).toBe(two);
    await page.getByText(`${countOf(two)} of ${rows.length} rows`).waitFor();

    await page.goBack();
    await expect.poll(() => search().get('q')).toBe(one);
    await expect.poll(() => box.inputValue()).toBe(one);
    await page.getByText(`${countOf(one)} of ${rows.length} rows`).waitFor();
    // Once the box's typing delay has passed, the URL still says what back made it say.
    await page.waitForTimeout(600);
    expect(search().get('q')).toBe(one);

    await page.goForward();
    await expect.poll(() => search().get('q')).toBe(two);
    await expect.poll(() => box.inputValue()).toBe(two);
  });

  it("opens Funnel and reads 'Under construction'", async () => {
    await page.getByRole('tab', { name: 'Funnel' }).click();
    await page.getByText(commerceMessages.analytics.underConstruction, { exact: true }).waitFor();
    expect(search().get('tab')).toBe('funnel');
    await page.reload();
    await page.getByText(commerceMessages.analytics.underConstruction, { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Funnel' }).getAttribute('aria-selected'))
      .toBe('true');
    if (process.env.CELLAR_SCREENSHOTS) await page.screenshot({ path: '/tmp/issue5-analytics-funnel.png' });
  });

  it('adds a competitor URL for a group and country, and sees it after a reload', async () => {
    // Catalogue groups without a URL in fr (fixtures/erp).
    await page.getByRole('tab', { name: 'Price comparator' }).click();
    await page.getByLabel('Country').selectOption('fr');
    await expect.poll(() => search().get('country')).toBe('fr');
    await page.getByRole('button', { name: '+ Add URL' }).click();
    const form = page.getByRole('form', { name: 'Add URL' });
    await form.getByLabel('Group').fill(GROUP);
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText(catalogueMessages.priceComparator.urlRequired, { exact: true }).waitFor();

    const url = `https://www.rival.example/fr/e2e-${Date.now()}`;
    await form.getByLabel('URL').fill(url);
    await form.getByRole('button', { name: 'Add' }).click();
    await page.getByText(commerceMessages.priceComparator.added(1), { exact: true }).waitFor();

    await page.reload();
    const input = page.getByLabel(`URL of ${GROUP}`);
    await input.waitFor();
    await expect.poll(() => input.inputValue()).toBe(url);
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('fr');

    // Adding for a group that has a URL in the country replaces it: the form says which (issue 25).
    await page.getByRole('button', { name: '+ Add URL' }).click();
    await form.getByLabel('Group').fill(GROUP);
    const replaces = form.getByText(catalogueMessages.priceComparator.replacesUrl(url), { exact: true });
    await replaces.waitFor();
    await form.getByLabel('Group').fill(OTHER_GROUP);
    await replaces.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Cancel' }).click();
    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/issue5-analytics-price-comparator.png', fullPage: true });
  });

  it('updates and deletes the selected URLs after the confirmation listing them', async () => {
    const input = page.getByLabel(`URL of ${GROUP}`);
    const url = `https://www.rival.example/fr/e2e-updated-${Date.now()}`;
    await input.fill(url);
    await answerSelectedUrls(page, 'Update', [{ group: GROUP, url }], 'Update');
    await page.getByText(commerceMessages.priceComparator.updated(1), { exact: true }).waitFor();

    await page.getByRole('checkbox', { name: `Select ${GROUP} ${url}` }).check();
    await answerSelectedUrls(page, 'Delete', [{ group: GROUP, url }], 'Delete');
    await input.waitFor({ state: 'detached' });
  });

  it('refuses a group the catalogue does not have, under the Group field, and stores nothing (issue 26)', async () => {
    const api = await apiAs(backend);
    const group = "=cmd|' /C calc'!A0";
    await page.goto(backend.admin('/analytics?tab=price-comparator&country=fr'));
    await page.getByRole('button', { name: '+ Add URL' }).click();
    const form = page.getByRole('form', { name: 'Add URL' });
    await form.getByLabel('Group').fill(group);
    await form.getByLabel('URL').fill('https://www.rival.example/fr/calc');
    await form.getByRole('button', { name: 'Add' }).click();
    await page.getByText(commerceMessages.priceComparator.addFailed, { exact: true }).waitFor();
    const field = form.getByLabel('Group');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(async () =>
        page.getByText(commerceMessages.priceComparator.unknownGroup(group), { exact: true }).count(),
      )
      .toBe(1);
    expect(await field.inputValue()).toBe(group);
    expect(await api.erp.priceComparator.read('fr', [group])).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it("pages a country's URLs with the page in the URL, after a reload too, and shows a URL just added on its page", async () => {
    const api = await apiAs(backend);
    const groups = (await api.erp.priceComparator.read('es')).map((entry) => entry.group);
    expect(groups.length).toBeGreaterThan(20);
    await page.goto(backend.admin('/analytics?tab=price-comparator'));
    const pages = page.getByRole('navigation', { name: 'Price comparator pages' });
    const firstGroup = () =>
      page
        .getByRole('table', { name: 'Competitor URLs' })
        .locator('tbody tr td:nth-child(2)')
        .first()
        .textContent();
    await expect.poll(firstGroup).toBe(groups[0]);
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => search().get('page')).toBe('1');
    await expect.poll(firstGroup).toBe(groups[20]);
    await page.reload();
    await expect.poll(firstGroup).toBe(groups[20]);
    await expect
      .poll(() => pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
    // Another country starts from its first page.
    await page.getByLabel('Country').selectOption('de');
    await expect.poll(() => search().get('country')).toBe('de');
    expect(search().get('page')).toBeNull();
    // A URL added for a group sorted past the first page shows on its page.
    const late = (await api.erp.priceComparator.read('de')).length;
    expect(late).toBeGreaterThanOrEqual(20);
    await page.getByRole('button', { name: '+ Add URL' }).click();
    const form = page.getByRole('form', { name: 'Add URL' });
    // A catalogue group without a URL in de, sorted after the first 20 there.
    await form.getByLabel('Group').fill('zeltinger-riesling-kabinett');
    await form.getByLabel('URL').fill('https://www.rival.example/de/zeltinger-riesling-kabinett');
    await form.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('URL of zeltinger-riesling-kabinett').waitFor();
    expect(search().get('page')).toBe(String(Math.floor(late / 20)));
  });

  it('says under an emptied URL that it is required, and sends nothing', async () => {
    const api = await apiAs(backend);
    const [entry] = await api.erp.priceComparator.read('it');
    if (!entry) throw new Error('italy has no competitor URL');
    await page.goto(backend.admin('/analytics?tab=price-comparator&country=it'));
    const input = page.getByLabel(`URL of ${entry.group}`);
    await input.fill('');
    await expect
      .poll(() => page.getByRole('checkbox', { name: `Select ${entry.group} ${entry.url}` }).isChecked())
      .toBe(true);
    await page.getByRole('button', { name: 'Update selected' }).click();
    await page
      .getByRole('row')
      .filter({ has: input })
      .getByText(catalogueMessages.priceComparator.urlRequired, { exact: true })
      .waitFor();
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog', { name: 'Update selected' }).count()).toBe(0);
    // Refusing the confirmation sends nothing either, and keeps what was typed.
    await input.fill(`${entry.url}-refused`);
    await answerSelectedUrls(page, 'Update', [{ group: entry.group, url: `${entry.url}-refused` }], 'Cancel');
    expect(await input.inputValue()).toBe(`${entry.url}-refused`);
    expect((await api.erp.priceComparator.read('it', [entry.group]))[0]?.url).toBe(entry.url);
  });

  it("shows the editor 'Only administrators can use this screen.'", async () => {
    const editorPage = await pageAs(EDITOR, '/analytics?tab=price-comparator');
    await editorPage.getByText(ADMIN_ONLY_MESSAGE, { exact: true }).waitFor();
  });
});
