import type { CellarClient } from '@cellar/sdk';
import { messages } from '@cellar/validation';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderSearchBody } from '../src/lib/content-search';
import { apiAs, closeSession, login, openSession, type TestBackend } from './support';

let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page } = await openSession('/analytics', { viewport: { width: 1280, height: 800 } }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const palette = () => page.getByRole('dialog', { name: 'Command palette' });
const input = () => palette().getByRole('combobox');
const decoded = () => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};

describe('command palette', () => {
  it('opens with Ctrl+K, jumps to a sidebar screen with Enter, and closes', async () => {
    await page.keyboard.press('Control+k');
    await palette().waitFor();
    await input().fill('regions');
    const option = palette().getByRole('option', { name: /Regions/ });
    await option.waitFor();
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(() => decoded() === '/-admin/?path=/zonas/');
    await palette().waitFor({ state: 'detached' });
  });

  it('moves with the arrows and opens a route screen', async () => {
    await page.keyboard.press('Control+k');
    await input().fill('order');
    const options = palette().getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    const first = (await options.nth(0).textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => options.nth(0).getAttribute('aria-selected')).toBe('true');
    expect(first).toContain('Delays & Notifications');
    await page.keyboard.press('Enter');
    await page.waitForURL(() => decoded() === '/-admin/orders/delays');
  });

  it('closes with Esc without navigating', async () => {
    await page.keyboard.press('Control+k');
    await palette().waitFor();
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    expect(decoded()).toBe('/-admin/orders/delays');
  });

  it('searches objects by title and opens the one picked at ?path=', async () => {
    const { items } = await api.content.search(folderSearchBody({ folderPath: '/bodegas/', page: 0 }));
    const winery = items.find((item) => (item.title ?? '').length > 4);
    if (!winery?.title) throw new Error('no winery');
    await page.getByRole('button', { name: 'Open command palette' }).click();
    await input().fill(winery.title);
    const escaped = winery.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const option = palette().getByRole('option', { name: new RegExp(`^${escaped}`) });
    await option.first().waitFor();
    // Nothing of the sidebar matches a winery's name: the first object is the one selected.
    await expect.poll(() => option.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(() => decoded() === `/-admin/?path=${winery.path}/`);
    await page.getByRole('heading', { level: 1, name: winery.title }).waitFor();
  });

  it("offers the sidebar's Backoffice and opens it as the sidebar's link does, outside the app", async () => {
    await page.keyboard.press('Control+k');
    await input().fill('backoffice');
    const option = palette().getByRole('option', { name: /Backoffice/ });
    await option.waitFor();
    await expect.poll(() => option.textContent()).toBe('Backoffice/administracion/');
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(() => new URL(page.url()).pathname === '/administracion/');
  });

  it('keeps what is typed at once after the first Ctrl+K while its code still loads, and says when the search fails', async () => {
    const context = await page
      .context()
      .browser()
      ?.newContext({ viewport: { width: 1280, height: 800 } });
    if (!context) throw new Error('no browser');
    const fresh = await context.newPage();
    // The palette's code arrives late, as on a slow line.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await fresh.route('**/-admin/assets/palette-dialog-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await login(fresh, backend, '/analytics');
    await fresh.keyboard.press('Control+k');
    await fresh.keyboard.type('Offers');
    release();
    const box = fresh.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
    await expect.poll(() => box.inputValue()).toBe('Offers');
    await fresh.getByRole('option', { name: /^Offers/ }).waitFor();
    // The caret follows what was typed: the next key adds to it rather than replacing it.
    await fresh.keyboard.type(' x');
    await expect.poll(() => box.inputValue()).toBe('Offers x');

    // The title search fails on the server: the palette says so, not that nothing matched.
    await fresh.route('**/db/guillotina/@search', (route) =>
      route.fulfill({ status: 500, json: { message: 'Search is down', type: 'ServerError' } }),
    );
    await box.fill('rioja');
    await fresh.getByRole('alert').getByText(messages.shell.paletteSearchFailed('Search is down')).waitFor();
    expect(await fresh.getByText(messages.shell.paletteNoResults).count()).toBe(0);
    await context.close();
  });
});
