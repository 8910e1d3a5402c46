import type { CellarClient, SearchItem } from '@cellar/sdk';
import { ADMIN_PAGE_SIZE, PERMISSIONS } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderSearchBody } from '../src/lib/content-search';
import { apiAs, closeSession, EDITOR, openSession, type Stage, type TestBackend, VIEWER } from './support';

let pageAs: Stage['pageAs'];
let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page, pageAs } = await openSession('/?path=/bodegas/', {
    viewport: { width: 1280, height: 900 },
  }));
  api = await apiAs(backend);
});
afterAll(closeSession);

/** What the listing of `folder` shows, as the API answers it. */
const children = (folder: string, pageNumber = 0, q = '') =>
  api.content.search(folderSearchBody({ folderPath: folder, page: pageNumber, q }));

const items = () => page.getByRole('region', { name: 'Items' });
const rows = () => items().locator('tbody tr');
const bottomPager = () => page.getByRole('navigation', { name: 'Pagination bottom' });
const topPager = () => page.getByRole('navigation', { name: 'Pagination top' });
const query = () => new URL(page.url()).searchParams;
const titleOf = (item: SearchItem) => item.title || item['@name'];

/** Waits until the table shows exactly these titles, in order. */
async function expectTitles(expected: string[]) {
  await expect
    .poll(() => rows().locator('td:nth-child(3) a').allTextContents(), { timeout: 10_000 })
    .toEqual(expected);
}

describe('content tree browser: listing', () => {
  it('lists the first 30 children of /bodegas/ with the total, pager at top and bottom', async () => {
    const first = await children('/bodegas/');
    expect(first.items_total).toBeGreaterThan(ADMIN_PAGE_SIZE);
    await expectTitles(first.items.map(titleOf));
    await expect.poll(() => rows().count()).toBe(ADMIN_PAGE_SIZE);
    await expect.poll(() => topPager().getByText(`${first.items_total} items`).isVisible()).toBe(true);
    await expect.poll(() => bottomPager().getByText(`${first.items_total} items`).isVisible()).toBe(true);
    await expect.poll(() => bottomPager().getByLabel('Page 1').getAttribute('aria-current')).toBe('page');
    // The id/title links open the child with ?path=<child>/.
    const link = rows().first().locator('td:nth-child(3) a');
    await expect.poll(() => link.getAttribute('href')).toBe(`/-admin/?path=${first.items[0]?.path}/`);
  });

  it('goes to page 2 with the bottom pager, shows page=1 in the URL and stays there after a reload', async () => {
    const second = await children('/bodegas/', 1);
    await bottomPager().getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    await expectTitles(second.items.map(titleOf));
    expect(query().get('path')).toBe('/bodegas/');

    await page.reload();
    await expectTitles(second.items.map(titleOf));
    expect(query().get('page')).toBe('1');
    await expect.poll(() => topPager().getByLabel('Page 2').getAttribute('aria-current')).toBe('page');

    await topPager().getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    const first = await children('/bodegas/', 0);
    await expectTitles(first.items.map(titleOf));
    await expect.poll(() => rows().count()).toBe(ADMIN_PAGE_SIZE);
  });

  it('finds a winery by its title with a typo, shows the search label, and keeps q after a reload', async () => {
    await bottomPager().getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    const { items: all } = await children('/bodegas/', 1);
    // A winery of the second page, its longest word misspelt by one letter.
    const target =
      all.find((item) =>
        titleOf(item)
          .split(/\s+/)
          .some((word) => word.length >= 6),
      ) ?? all[0];
    if (!target) throw new Error('no winery to search for');
    const title = titleOf(target);
    const word = title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
    const typo = `${word.slice(0, 2)}${word[2] === 'x' ? 'z' : 'x'}${word.slice(3)}`;

    await page.getByRole('searchbox', { name: 'Search' }).fill(typo);
    await page.waitForURL((url) => url.searchParams.get('q') === typo);
    // A new search starts at page 0.
    expect(query().get('page')).toBeNull();
    await rows().getByRole('link', { name: title, exact: true }).waitFor();
    await page.getByRole('list', { name: 'Search labels' }).getByText(`q: ${typo}`).waitFor();

    await page.reload();
    await rows().getByRole('link', { name: title, exact: true }).waitFor();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(typo);

    await page.getByRole('link', { name: `Remove search q: ${typo}` }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    // The box follows the URL once React has re-rendered: wait for it rather than read it at once.
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
    await expect.poll(() => rows().count()).toBe(ADMIN_PAGE_SIZE);
  });

  it("shows 'Anything here!' when nothing matches", async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('qqqqwwwwzzzz');
    await page.getByText(siteMessages.treeBrowser.empty).waitFor();
    await expect.poll(() => rows().count()).toBe(0);
    await expect.poll(() => bottomPager().getByText('0 items').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Remove search q: qqqqwwwwzzzz' }).click();
    await expect.poll(() => rows().count()).toBe(ADMIN_PAGE_SIZE);
  });
});

describe('content tree browser: the listing in the URL', () => {
  it('goes to the last page that has rows when ?page= is past it, instead of an empty page', async () => {
    const { items_total } = await children('/bodegas/');
    const last = Math.ceil(items_total / ADMIN_PAGE_SIZE) - 1;
    expect(last).toBeGreaterThan(0);
    const lastRows = await children('/bodegas/', last);

    await page.goto(backend.admin(`/?path=/bodegas/&page=${last + 4}`));
    await page.waitForURL((url) => url.searchParams.get('page') === String(last));
    await expectTitles(lastRows.items.map(titleOf));
    expect(query().get('path')).toBe('/bodegas/');
    await expect
      .poll(() =>
        bottomPager()
          .getByLabel(`Page ${last + 1}`)
          .getAttribute('aria-current'),
      )
      .toBe('page');
    await expect.poll(() => page.getByText(siteMessages.treeBrowser.empty).count()).toBe(0);

    await page.reload();
    await expectTitles(lastRows.items.map(titleOf));
    expect(query().get('page')).toBe(String(last));
  });

  it('goes Back from a search to the page it started from; refining the search adds no entry', async () => {
    await page.goto(backend.admin('/?path=/bodegas/'));
    await bottomPager().getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    const second = await children('/bodegas/', 1);
    await expectTitles(second.items.map(titleOf));

    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('veg');
    await page.waitForURL((url) => url.searchParams.get('q') === 'veg');
    expect(query().get('page')).toBeNull();
    await box.fill('vega');
    await page.waitForURL((url) => url.searchParams.get('q') === 'vega');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '1' && !url.searchParams.has('q'));
    await expectTitles(second.items.map(titleOf));
    await expect.poll(() => box.inputValue()).toBe('');
  });
});

describe('content tree browser: bulk actions', () => {
  const bulk = (name: string) => page.getByRole('menuitem', { name, exact: true });
  const select = (title: string) =>
    rows()
      .getByRole('checkbox', { name: `Select ${title}`, exact: true })
      .check();

  it('deletes two wineries with one per-item report; after a reload they are gone', async () => {
    await page.goto(backend.admin('/?path=/bodegas/'));
    const { items: before, items_total } = await children('/bodegas/');
    const [a, b] = before;
    if (!a || !b) throw new Error('need two wineries');
    await expectTitles(before.map(titleOf));
    await select(titleOf(a));
    await select(titleOf(b));
    await page.getByRole('button', { name: 'Bulk actions (2)' }).click();
    await bulk('Delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Delete 2 items?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();

    const report = page.getByRole('dialog', { name: 'Delete report' });
    await report.getByText('2 done, 0 failed').waitFor();
    const entries = report.getByRole('list', { name: 'Delete report' }).getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(2);
    await expect.poll(() => entries.nth(0).textContent()).toContain(`✓${titleOf(a)} ${a.path} — done`);
    await expect.poll(() => entries.nth(1).getAttribute('data-status')).toBe('done');
    await report.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    // The selection is cleared and the list refreshed.
    await page.getByRole('button', { name: 'Bulk actions', exact: true }).waitFor();
    await expect
      .poll(() =>
        bottomPager()
          .getByText(`${items_total - 2} items`)
          .isVisible(),
      )
      .toBe(true);

    await page.reload();
    await expect
      .poll(() =>
        bottomPager()
          .getByText(`${items_total - 2} items`)
          .isVisible(),
      )
      .toBe(true);
    const titles = await rows().locator('td:nth-child(3) a').allTextContents();
    expect(titles).not.toContain(titleOf(a));
    expect(titles).not.toContain(titleOf(b));
    expect((await children('/bodegas/')).items.map((item) => item.path)).not.toContain(a.path);
  });

  it('moves one product into another winery and copies another one; both show there', async () => {
    const { items: wineries } = await children('/bodegas/');
    const [source, target] = wineries;
    if (!source || !target) throw new Error('need two wineries');
    const { items: products } = await children(`${source.path}/`);
    const [moved, copied] = products;
    if (!moved || !copied) throw new Error(`${source.path} needs two products`);

    await page.goto(backend.admin(`/?path=${source.path}/&tab=Items`));
    await rows().first().waitFor();

    await select(titleOf(moved));
    await page.getByRole('button', { name: 'Bulk actions (1)' }).click();
    await bulk('Move').click();
    const dialog = page.getByRole('dialog', { name: 'Move' });
    // A destination that is not a folder is refused before anything runs.
    await dialog.getByLabel('Destination folder').fill(`${copied.path}/`);
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.getByText(`${copied.path}/ is not a folder`).waitFor();
    await dialog.getByLabel('Destination folder').fill('/no-such-folder/');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.getByText('The folder /no-such-folder/ does not exist').waitFor();
    await dialog.getByLabel('Destination folder').fill(`${target.path}/`);
    await dialog.getByRole('button', { name: 'Move' }).click();
    const moveReport = page.getByRole('dialog', { name: 'Move report' });
    await moveReport.getByText('1 done, 0 failed', { exact: false }).waitFor();
    await moveReport.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect
      .poll(() => rows().locator('td:nth-child(3) a').allTextContents())
      .not.toContain(titleOf(moved));

    await select(titleOf(copied));
    await page.getByRole('button', { name: 'Bulk actions (1)' }).click();
    await bulk('Copy').click();
    const copyDialog = page.getByRole('dialog', { name: 'Copy' });
    await copyDialog.getByLabel('Destination folder').fill(target.path);
    await copyDialog.getByRole('button', { name: 'Copy' }).click();
    const copyReport = page.getByRole('dialog', { name: 'Copy report' });
    await copyReport.getByText('1 done, 0 failed', { exact: false }).waitFor();
    await copyReport.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    // The copy leaves the original where it was.
    await rows()
      .getByRole('link', { name: titleOf(copied), exact: true })
      .waitFor();

    await page.goto(backend.admin(`/?path=${target.path}/&tab=Items`));
    await page.getByRole('searchbox', { name: 'Search' }).fill(titleOf(moved));
    await rows()
      .getByRole('link', { name: titleOf(moved), exact: true })
      .waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(titleOf(copied));
    await rows()
      .getByRole('link', { name: titleOf(copied), exact: true })
      .waitFor();
    if (process.env.CELLAR_BROWSE_SCREENSHOT)
      await page.screenshot({ path: process.env.CELLAR_BROWSE_SCREENSHOT });
  });

  it('offers each action only with its permission: the editor no Delete, the viewer no bulk actions', async () => {
    const editorPage = await pageAs(EDITOR, '/?path=/bodegas/');
    const editorRows = editorPage.getByRole('region', { name: 'Items' }).locator('tbody tr');
    const { items: wineries } = await children('/bodegas/');
    const first = wineries[0];
    if (!first) throw new Error('no winery');
    await editorRows.getByRole('checkbox', { name: `Select ${titleOf(first)}`, exact: true }).check();
    await editorPage.getByRole('button', { name: 'Bulk actions (1)' }).click();
    const menu = editorPage.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual(['Move', 'Copy']);
    await editorPage.keyboard.press('Escape');

    const viewerPage = await pageAs(VIEWER, '/?path=/bodegas/');
    const viewerItems = viewerPage.getByRole('region', { name: 'Items' });
    await viewerItems.getByRole('link', { name: titleOf(first), exact: true }).waitFor();
    await expect.poll(() => viewerPage.getByRole('button', { name: /^Bulk actions/ }).count()).toBe(0);
    await expect.poll(() => viewerItems.getByRole('checkbox').count()).toBe(0);
  });

  it('reports per item what the server refused: one deleted, one denied by a local grant', async () => {
    const { items: wineries } = await children('/bodegas/');
    const [allowed, denied] = wineries;
    if (!allowed || !denied) throw new Error('need two wineries');
    // The editor may delete in /bodegas/, except the one winery whose local grant denies it.
    const editorGrant = (setting: 'Allow' | 'Deny' | 'Unset') => [
      { principal: EDITOR.email, permission: PERMISSIONS.DeleteContent, setting },
    ];
    await api.content.changeSharing('/bodegas/', { prinperm: editorGrant('Allow') });
    await api.content.changeSharing(`${denied.path}/`, { prinperm: editorGrant('Deny') });
    try {
      const editorPage = await pageAs(EDITOR, '/?path=/bodegas/');
      const editorRows = editorPage.getByRole('region', { name: 'Items' }).locator('tbody tr');
      for (const winery of [allowed, denied])
        await editorRows.getByRole('checkbox', { name: `Select ${titleOf(winery)}`, exact: true }).check();
      await editorPage.getByRole('button', { name: 'Bulk actions (2)' }).click();
      await editorPage.getByRole('menuitem', { name: 'Delete', exact: true }).click();
      await editorPage
        .getByRole('dialog', { name: 'Delete' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const report = editorPage.getByRole('dialog', { name: 'Delete report' });
      await report.getByText('1 done, 1 failed').waitFor();
      const entries = report.getByRole('list', { name: 'Delete report' }).getByRole('listitem');
      await expect.poll(() => entries.nth(0).getAttribute('data-status')).toBe('done');
      await expect.poll(() => entries.nth(1).getAttribute('data-status')).toBe('failed');

      let serverMessage = '';
      try {
        await (await apiAs(backend, EDITOR)).content.remove(denied.path);
      } catch (error) {
        serverMessage = (error as Error).message;
      }
      expect(serverMessage).not.toBe('');
      await expect
        .poll(() => entries.nth(1).textContent())
        .toContain(`✗${titleOf(denied)} ${denied.path} — ${serverMessage}`);
      const left = (await children('/bodegas/')).items.map((item) => item.path);
      expect(left).not.toContain(allowed.path);
      expect(left).toContain(denied.path);
    } finally {
      await api.content.changeSharing(`${denied.path}/`, { prinperm: editorGrant('Unset') });
      await api.content.changeSharing('/bodegas/', { prinperm: editorGrant('Unset') });
    }
  });
});
