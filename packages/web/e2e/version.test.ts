import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { NEW_VERSION_MESSAGE } from '../src/features/version/utils/version-watch';
import { launchBrowser, login, startBackend, type TestBackend } from './support';

const POLL_MS = 60_000;

let browser: Browser;
let backend: TestBackend;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [browser, backend] = await Promise.all([launchBrowser(), startBackend({ copyWeb: true })]);
});
afterAll(async () => {
  await browser?.close();
  await backend?.close();
});
beforeEach(async () => {
  await backend.deployVersion('1.0.0+loaded');
  context = await browser.newContext();
  page = await context.newPage();
  await page.clock.install();
});
afterEach(async () => {
  await context.close();
});

const warnings = () => page.getByText(NEW_VERSION_MESSAGE);

/** Moves the page's clock past one poll and waits for that poll's answer. */
async function nextPoll(): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/-admin/version.txt'));
  await page.clock.runFor(POLL_MS);
  await answered;
  // Give React a moment to apply the answer before a test counts warnings.
  await page.waitForTimeout(100);
}

async function openAdmin(): Promise<void> {
  const loaded = page.waitForResponse((response) => response.url().endsWith('/-admin/version.txt'));
  await login(page, backend);
  await loaded;
}

it('warns once when the deployed version changes', async () => {
  await openAdmin();
  await nextPoll();
  await expect.poll(() => warnings().count()).toBe(0);

  await backend.deployVersion('1.0.1+deployed');
  await nextPoll();
  await warnings().waitFor();
  await expect.poll(() => warnings().count()).toBe(1);
  await expect
    .poll(() => page.getByRole('alert').getByRole('button', { name: 'Reload' }).isVisible())
    .toBe(true);

  await backend.deployVersion('1.0.2+again');
  await nextPoll();
  await nextPoll();
  await expect.poll(() => warnings().count()).toBe(1);
});

it('does not warn again after the warning was dismissed', async () => {
  await openAdmin();
  await backend.deployVersion('2.0.0+deployed');
  await nextPoll();
  await warnings().waitFor();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => warnings().count()).toBe(0);

  await backend.deployVersion('2.0.1+again');
  await nextPoll();
  await nextPoll();
  await expect.poll(() => warnings().count()).toBe(0);
});

it('ignores a failed poll and keeps watching', async () => {
  await openAdmin();
  await page.route('**/-admin/version.txt', (route) => route.abort('connectionrefused'));
  const failed = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/-admin/version.txt'),
  );
  await page.clock.runFor(POLL_MS);
  await failed;
  await expect.poll(() => warnings().count()).toBe(0);

  await page.unroute('**/-admin/version.txt');
  await backend.deployVersion('3.0.0+deployed');
  await nextPoll();
  await warnings().waitFor();
  await expect.poll(() => warnings().count()).toBe(1);
});
