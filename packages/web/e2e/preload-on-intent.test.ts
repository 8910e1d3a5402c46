import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, EDITOR, expectNoAxeViolations, openStage, type Stage, sidebar } from './support';

const WINERY = '/bodegas/herran-de-abalos/';
const WINE = `${WINERY}herran-de-abalos-blanco-fermentado-en-barrica/`;

let stage: Stage;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1280, height: 900 } });
});
afterAll(closeSession);

/** Paths of the requests the page has sent so far (the API's without its `/db/guillotina` prefix). */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    seen.push(pathname.replace(/^\/db\/guillotina/, ''));
  });
  return seen;
}

describe('a link preloads its screen on intent', () => {
  it("hovering a product in a winery's listing fetches the product and its Product tab's chunk before the click", async () => {
    const page = await stage.pageAs(EDITOR, `/?path=${WINERY}`);
    const link = page.getByRole('tabpanel', { name: 'Items' }).locator(`a[href$="?path=${WINE}"]`);
    await link.waitFor();
    const seen = requestsOf(page);
    await link.hover();
    await expect.poll(() => seen.includes(WINE.replace(/\/$/, '')) || seen.includes(WINE)).toBe(true);
    await expect.poll(() => seen.some((path) => /\/assets\/product-tab-[\w-]+\.js$/.test(path))).toBe(true);
    // Still on the listing: nothing was opened.
    expect(new URL(page.url()).searchParams.get('path')).toBe(WINERY);

    await link.click();
    const panel = page.getByRole('tabpanel', { name: 'Product' });
    await expect.poll(() => panel.getByRole('textbox').first().isEditable()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('focusing a sidebar link with the keyboard fetches the folder it opens', async () => {
    const page = await stage.pageAs(EDITOR, `/?path=${WINERY}`);
    const seen = requestsOf(page);
    await sidebar(page).getByRole('link', { name: 'Newsletter', exact: true }).focus();
    await expect.poll(() => seen.some((path) => /^\/newsletters\/?$/.test(path))).toBe(true);
    expect(new URL(page.url()).searchParams.get('path')).toBe(WINERY);
  });
});
