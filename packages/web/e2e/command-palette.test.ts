import type { CellarClient } from '@cellar/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderSearchBody } from '../src/lib/content-search';
import { apiAs, closeSession, openSession, type TestBackend } from './support';

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
});
