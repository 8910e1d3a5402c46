import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, firstChild, openStage, type TestBackend, toastWith } from './support';

let backend: TestBackend;
let page: Page;
let winery: { path: string; id: string };

beforeAll(async () => {
  const stage = await openStage({ viewport: { width: 1280, height: 900 } });
  ({ backend } = stage);
  winery = await firstChild(await apiAs(backend), '/bodegas/');
  page = await stage.pageAs(undefined, `/?path=${winery.path}&tab=Edit&menu=contact`);
});
afterAll(closeSession);

const rows = () => page.getByRole('tabpanel').locator('tbody tr');

describe('the AuditLog tab', () => {
  it('shows the change of a save, newest first, with a readable payload', async () => {
    await page.getByLabel('Web', { exact: true }).fill('https://bodega.example/');
    await page.getByRole('button', { name: 'Save winery' }).click();
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
