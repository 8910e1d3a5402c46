import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  firstChild,
  launchBrowser,
  login,
  startBackend,
  type TestBackend,
  toastWith,
} from './support';

let browser: Browser;
let backend: TestBackend;
let context: BrowserContext;
let page: Page;
let winery: { path: string; id: string };

beforeAll(async () => {
  [browser, backend] = await Promise.all([launchBrowser(), startBackend()]);
  winery = await firstChild(await apiAs(backend), '/bodegas/');
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await login(page, backend, `/?path=${winery.path}&tab=Edit`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await backend?.close();
});

const rows = () => page.getByRole('tabpanel').locator('tbody tr');

describe('the AuditLog tab', () => {
  it('shows the change of a save, newest first, with a readable payload', async () => {
    await page.getByLabel('Web', { exact: true }).fill('https://bodega.example/');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Saved successfully.').waitFor();

    await page.getByRole('tab', { name: 'AuditLog' }).click();
    await page.getByRole('columnheader', { name: 'Payload' }).waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Date', 'User', 'Action', 'Payload']);
    const first = rows().first();
    await first.waitFor();
    const cells = await first.getByRole('cell').allTextContents();
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(cells[1]).toBe('admin@example.com');
    expect(cells[2]).toContain('modify');
    expect(cells[3]).toContain('web');
    expect(cells[3]).toContain('https://bodega.example/');
    await page.screenshot({ path: '/tmp/content-audit.png', fullPage: true });
  });

  it('pages with Load more', async () => {
    const api = await apiAs(backend);
    for (let i = 0; i < 21; i++)
      await api.content.patch(winery.path, { telefono: `+34 600 000 ${String(i).padStart(3, '0')}` });
    await page.reload();
    await page.getByRole('columnheader', { name: 'Payload' }).waitFor();
    await expect.poll(() => rows().count()).toBe(20);
    await expect.poll(() => rows().first().textContent()).toContain('+34 600 000 020');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows().count()).toBeGreaterThan(20);
    const all = await rows().allTextContents();
    expect(all.some((text) => text.includes('https://bodega.example/'))).toBe(true);
  });
});
