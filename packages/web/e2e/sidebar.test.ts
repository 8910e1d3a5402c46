import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messages } from '@cellar/validation';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHref } from '../src/config/paths';
import { navItems } from '../src/config/sidebar';
import {
  ADMIN,
  apiAs,
  closeSession,
  EDITOR,
  login,
  openSession,
  sidebar,
  submitLogin,
  type TestBackend,
  VIEWER,
} from './support';

let backend: TestBackend;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ backend, browser, page } = await openSession('/', { viewport: { width: 1280, height: 800 } }));
});
afterAll(closeSession);

const link = (name: string) => sidebar(page).getByRole('link', { name, exact: true });
const highlighted = () =>
  sidebar(page)
    .locator('[aria-current="page"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent));
const currentUrl = () => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};

describe('sidebar', () => {
  it('navigates to every item and highlights it', async () => {
    for (const item of navItems) {
      await link(item.label).click();
      const expected = adminHref(item.to);
      await page.waitForURL((url) => decodeURIComponent(url.pathname + url.search) === expected);
      expect(currentUrl()).toBe(expected);
      // The router renders the new screen in a transition: wait for it rather than the URL alone.
      // Tree folders are titled in the fixtures as the sidebar names them.
      await expect.poll(highlighted).toEqual([item.label]);
      await page.getByRole('heading', { level: 1, name: item.label, exact: true }).waitFor();
      await expect.poll(() => link(item.label).getAttribute('aria-current')).toBe('page');
    }
  });

  it('shows the tree folder asked for with ?path= and highlights its item', async () => {
    await link('Products').click();
    await page.waitForURL((url) => url.search === '?path=/bodegas/');
    await page.getByRole('heading', { level: 1, name: 'Products', exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected'))
      .toBe('true');
    if (process.env.CELLAR_SHELL_SCREENSHOT) {
      await page.mouse.move(900, 500);
      await page.screenshot({ path: process.env.CELLAR_SHELL_SCREENSHOT });
    }

    await page.goto(backend.admin('/?path=/zonas/espana/rioja/'));
    await page.getByRole('heading', { level: 1, name: 'Rioja', exact: true }).waitFor();
    await expect.poll(() => highlighted()).toEqual(['Regions']);
  });

  it('highlights a route item on the screens below it', async () => {
    await page.goto(backend.admin('/orders/multi-order-invoice/301/new'));
    await page.getByRole('heading', { name: 'New order · multi-order invoice 301' }).waitFor();
    await expect.poll(() => highlighted()).toEqual(['Multi order invoice']);
  });

  it('writes the hrefs of the spec, with Backoffice outside the app', async () => {
    await expect.poll(() => link('Products').getAttribute('href')).toBe('/-admin/?path=/bodegas/');
    await expect.poll(() => link('Free Shipping Rates').getAttribute('href')).toBe('/-admin/promos_trg');
    await expect.poll(() => link('Backoffice').getAttribute('href')).toBe('/administracion/');
  });

  it("shows 'Page not found' for an unknown screen", async () => {
    await page.goto(backend.admin('/no/such/screen'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect.poll(() => highlighted()).toEqual([]);
  });

  it('collapses through the separator strip and stays collapsed after a reload', async () => {
    await page.goto(backend.admin('/analytics'));
    await sidebar(page).waitFor();
    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    await expect.poll(() => collapse.getAttribute('aria-expanded')).toBe('true');
    await collapse.click();

    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expand.waitFor();
    await expect.poll(() => expand.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => sidebar(page).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Analytics' }).waitFor();
    await expect.poll(() => sidebar(page).count()).toBe(0);
    await expand.click();
    await sidebar(page).waitFor();

    await page.reload();
    await sidebar(page).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Collapse sidebar' }).getAttribute('aria-expanded'))
      .toBe('true');
  });
});

describe('the sidebar of a user who is no administrator', () => {
  it.each([
    ['an editor', EDITOR],
    ['a viewer', VIEWER],
  ])('shows %s no ERP screen, and no group left empty; the administrator sees them all', async (_, user) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await context.newPage();
    await login(other, backend, '/', user);
    const nav = sidebar(other);
    await nav.getByRole('link', { name: 'Newsletter', exact: true }).waitFor();
    // The ERP links would only lead to 'Only administrators can use this screen.'.
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual([
        'Products',
        'Promos',
        'Home',
        'Landings',
        'Packs',
        'Grappes & Tags',
        'Regions',
        'Newsletter',
        'Content generated for AI',
        'Create product content',
        'Backoffice',
      ]);
    expect(await nav.getByRole('heading').allTextContents()).toEqual(['Catalogue', 'Content AI']);
    await context.close();
    await expect.poll(() => link('Offers').count()).toBe(1);
  });
});

describe('a screen that fails', () => {
  /** A new page at `origin` (the test backend behind it), logged in as admin; error-report calls are counted. */
  async function adminPageAt(origin: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const failing = await context.newPage();
    if (!origin.startsWith(backend.url))
      // A host name that is not localhost, served by the test backend: the page reports from there.
      await failing.route(`${origin}/**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(origin, backend.url) });
        await route.fulfill({ response });
      });
    const reports: string[] = [];
    failing.on('request', (request) => {
      if (request.url().includes('/api/error-reports')) reports.push(request.url());
    });
    const versionRead = failing.waitForResponse((response) => response.url().endsWith('/-admin/version.txt'));
    await failing.goto(`${origin}/-admin/`);
    await submitLogin(failing, ADMIN.email, ADMIN.password);
    await sidebar(failing).waitFor();
    // The start page (the tree's root) has loaded its code: only the screen opened next fails.
    await failing.getByRole('region', { name: 'Items' }).locator('tbody tr').first().waitFor();
    await versionRead;
    return { failing, reports, close: () => context.close() };
  }

  /** Opens Offers with its code unreachable, so the screen fails to load. */
  async function openBrokenOffers(failing: Page) {
    await failing.route('**/-admin/assets/**', (route) => route.abort('connectionrefused'));
    await sidebar(failing).getByRole('link', { name: 'Offers', exact: true }).click();
    await failing.getByRole('heading', { name: messages.shell.renderFailure }).waitFor();
  }

  it("shows 'Something went wrong.' and reports nothing from 127.0.0.1", async () => {
    const { failing, reports, close } = await adminPageAt(backend.url);
    await openBrokenOffers(failing);
    // The sidebar stays: only the screen failed.
    await expect.poll(() => sidebar(failing).isVisible()).toBe(true);
    await failing.waitForTimeout(500);
    expect(reports).toEqual([]);
    await close();
  });

  it('reports the failure, with its address and release, from any other host', async () => {
    const origin = 'http://admin.cellar.test';
    const { failing, reports, close } = await adminPageAt(origin);
    await openBrokenOffers(failing);
    const api = await apiAs(backend);
    // One failure, one report (what was sent shows when it is not).
    await expect
      .poll(async () => (await api.errorReports.list()).items.map((item) => `${item.url} ${item.message}`))
      .toEqual([expect.stringContaining(`${origin}/-admin/offers `)]);
    const [report] = (await api.errorReports.list()).items;
    const release = (await readFile(join(backend.webDir, 'version.txt'), 'utf8')).trim();
    expect(report).toMatchObject({
      url: `${origin}/-admin/offers`,
      release,
      user: ADMIN.email,
      user_agent: expect.stringContaining('Chrome'),
      message: expect.stringMatching(/\S/),
    });
    expect(reports).toEqual([`${origin}/api/error-reports`]);
    await close();
  });
});
