import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screens as routerScreens } from '../src/app/router';
import { TAB_NAMES } from '../src/features/content/config/tabs';
import {
  CONTENT_SAMPLES,
  contentScreens,
  pathRoutes,
  routeScreens,
  type SampleIds,
  TREE_PATTERN,
} from './screens';
import {
  apiAs,
  closeSession,
  expectNoAxeViolations,
  loginForm,
  openStage,
  type Stage,
  submitLogin,
  watchCspViolations,
} from './support';

// Every screen of the admin passes axe-core's WCAG 2.1 A and AA rules, as admin (who sees them all), once it shows
// its content; so do the login page and a few screens with a drawer, a dialog, a menu or the palette open. None of
// them meets a Content-Security-Policy violation on the way (the policy the backend sends, as tight as it is).

let stage: Stage;
let page: Page;
let ids: SampleIds;
/** The CSP violations the admin's page reported: none expected on any screen. */
let violations: string[] = [];

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 900 }, copyWeb: true });
  const api = await apiAs(stage.backend);
  const [campaign] = (await api.aiCampaigns.list()).items;
  if (campaign?.id === undefined) throw new Error('the fixtures have no AI campaign');
  ids = { campaign: campaign.id };
  page = await stage.pageAs();
  violations = await watchCspViolations(page.context());
});
afterAll(closeSession);
// Whatever a test opened (a screen, a drawer, a dialog, a preview) met no CSP violation.
afterEach(() => expect(violations).toEqual([]));

/** Something still on its way: a loading status, the editing lock being taken, a busy region. */
const pending = (page: Page) =>
  page
    .locator('main [role="status"]')
    .filter({ hasText: /Loading\.\.\.|Taking the editing lock/ })
    .or(page.locator('main [aria-busy="true"]'));

/** Opens a screen and waits until it shows its content: its heading, nothing loading, no request in flight. */
async function open(href: string): Promise<void> {
  await page.goto(stage.backend.admin(href), { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => pending(page).count(), { timeout: 20_000 }).toBe(0);
}

describe('the screens it opens (e2e/screens.ts)', () => {
  const patterns = pathRoutes().map((route) => route.path);

  it('are the routes of the router, each in config/paths.ts', () => {
    const routed = routerScreens.map((route) => (route.index ? TREE_PATTERN : route.path));
    expect([...routed].sort()).toEqual([...patterns].sort());
  });

  it('open every route, the ones with a parameter on a fixture', () => {
    const opened = routeScreens().map((screen) => screen.href(ids));
    expect(opened).toHaveLength(patterns.length - 1);
    expect(new Set(opened).size).toBe(opened.length);
  });

  it('open every tab an object can show, each sample being of the type it says', async () => {
    const tabs = new Set(
      contentScreens().map((screen) => new URL(screen.href(ids), 'http://x').searchParams.get('tab')),
    );
    expect(TAB_NAMES.filter((tab) => !tabs.has(tab))).toEqual([]);
    const api = await apiAs(stage.backend);
    for (const sample of CONTENT_SAMPLES)
      expect(`${sample.path} ${(await api.content.get(sample.path))['@type']}`).toBe(
        `${sample.path} ${sample.type}`,
      );
  });
});

describe('axe-core finds no WCAG 2.1 A or AA violation', () => {
  it('on the login page, also with its error', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const login = await context.newPage();
      await login.goto(stage.backend.admin('/'));
      await loginForm(login).username.waitFor();
      await expectNoAxeViolations(login);
      await submitLogin(login, 'nobody@example.com', 'wrong');
      await loginForm(login).alert.waitFor();
      await expectNoAxeViolations(login);
    } finally {
      await context.close();
    }
  });

  it.each(routeScreens().map((screen) => [screen.name, screen] as const))('on %s', async (_, screen) => {
    await open(screen.href(ids));
    await expectNoAxeViolations(page);
  });

  it.each(contentScreens().map((screen) => [screen.name, screen] as const))('on %s', async (_, screen) => {
    await open(screen.href(ids));
    await page.getByRole('tabpanel').first().waitFor({ state: 'attached' });
    await expectNoAxeViolations(page);
  });

  it('with the Add offer drawer open, also showing its errors', async () => {
    await open('/offers');
    await page.getByRole('button', { name: 'Add offer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add offer' });
    await drawer.waitFor();
    await expectNoAxeViolations(page);
    await drawer.getByLabel('Product').fill('HE10');
    await drawer.getByRole('option').first().waitFor();
    await expectNoAxeViolations(page);
    await drawer.getByLabel('Product').press('Escape');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await drawer.locator('[aria-invalid="true"]').first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('with a delete confirmation open', async () => {
    await open('/promos_trg');
    await page
      .getByRole('button', { name: /^Delete shipping rate #/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Delete shipping rate' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('with the command palette open on results', async () => {
    await open('/analytics');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('rioja');
    await palette.getByRole('option').nth(1).waitFor();
    await expect.poll(() => palette.getByText('Searching...').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("with a folder's Add menu open, then a creation form", async () => {
    await open('/?path=/bodegas/');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('menuitem').first().click();
    await page.getByRole('dialog').waitFor();
    await expect
      .poll(() => pending(page).or(page.getByRole('dialog').getByText('Loading...')).count())
      .toBe(0);
    await expectNoAxeViolations(page);
  });

  it("with a newsletter's Preview menu and a preview open", async () => {
    await open('/?path=/newsletters/3_09_26_vuelta-al-cole/&tab=Content');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('menuitem').first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('menuitem').first().click();
    const preview = page.getByRole('dialog');
    await preview.locator('iframe').waitFor();
    await expectNoAxeViolations(page);
  });
});
