import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  ADMIN,
  closeSession,
  EDITOR,
  expectNoAxeViolations,
  openStage,
  type Stage,
  sidebar,
  VIEWER,
} from './support';

const PRODUCT = '/?path=/bodegas/herran-de-abalos/herran-de-abalos-blanco-fermentado-en-barrica/&tab=Product';
const NEWSLETTER = '/?path=/newsletters/7_01_27_rebajas-enero/&tab=Content';

let stage: Stage;

beforeAll(async () => {
  // Lighthouse's mobile screen, where a shift weighs most.
  stage = await openStage({ viewport: { width: 412, height: 823 } });
});
afterAll(closeSession);

/**
 * Reloads the page (a full load, as Lighthouse measures it) noting every layout shift not caused by input, waits for
 * `ready`, and gives the shifts: their score and the elements they moved.
 */
async function shiftsOfReload(page: Page, ready: (page: Page) => Promise<void>): Promise<string[]> {
  await page.context().addInitScript(() => {
    const noted: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = noted;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? node.outerHTML.slice(0, 80) : (node?.textContent ?? '?'),
        );
        noted.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await ready(page);
  await sidebar(page).getByRole('button', { name: 'Logout' }).waitFor();
  // The observer hears of a shift after the frame that drew it.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

const editable = (page: Page, tab: string) =>
  expect
    .poll(() =>
      page
        .getByRole('tabpanel', { name: tab })
        .locator('input:not([type=hidden]), textarea, [contenteditable]')
        .first()
        .isVisible(),
    )
    .toBe(true);

describe('an object page moves nothing while it loads', () => {
  it.each([
    ['an administrator', ADMIN],
    ['an editor', EDITOR],
  ] as [string, Account][])(
    "the product editor, for %s: the sidebar's entries come at once",
    async (_, user) => {
      const page = await stage.pageAs(user, PRODUCT);
      expect(await shiftsOfReload(page, (page) => editable(page, 'Product'))).toEqual([]);
      await expectNoAxeViolations(page);
    },
  );

  it('a newsletter: its status header comes with the tabs, not above them once they are drawn', async () => {
    // A viewer: no 'Upload to Brevo', which comes with a question of its own.
    const page = await stage.pageAs(VIEWER, NEWSLETTER);
    expect(
      await shiftsOfReload(page, async (page) => {
        await page.getByRole('region', { name: 'Newsletter status' }).waitFor();
        await editable(page, 'Content');
      }),
    ).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it("a newsletter, for an administrator: 'Upload to Brevo' comes with the header, however slowly permissions answer", async () => {
    const page = await stage.pageAs(ADMIN, NEWSLETTER);
    // A slow server: a permission asked apart from the page's would come in after the header is drawn.
    await page.route(/@canido/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    expect(
      await shiftsOfReload(page, async (page) => {
        await page.getByRole('button', { name: 'Upload to Brevo' }).waitFor();
        await editable(page, 'Content');
      }),
    ).toEqual([]);
  });
});
