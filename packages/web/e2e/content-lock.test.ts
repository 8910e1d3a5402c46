import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  apiAs,
  childIds,
  closeSession,
  EDITOR,
  editingLockHeld,
  holdLockRequests,
  openStage,
  type Stage,
  type TestBackend,
  toastWith,
} from './support';

let stage: Stage;
let backend: TestBackend;
let wineries: string[];

const pageAs = (user?: Account, path?: string) => stage.pageAs(user, path);

/** The winery Edit tab on its Contact section, where the phone is. */
const editUrl = (path: string) => `/?path=${path}&tab=Edit&menu=contact`;
const phone = (page: Page) => page.getByLabel('Phone', { exact: true });
/** What a window focus does: the lock re-check of catalogue-editors §4 (instead of waiting 30 s). */
const focusWindow = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1280, height: 900 } });
  ({ backend } = stage);
  const api = await apiAs(backend);
  wineries = (await childIds(api, '/bodegas/')).slice(0, 2).map((id) => `/bodegas/${id}/`);
});
afterAll(closeSession);

describe('the editing lock', () => {
  it('shows the second user who holds the lock and a read-only form, until the first leaves', async () => {
    const winery = wineries[0] as string;
    const admin = await pageAs(undefined, editUrl(winery));
    await phone(admin).waitFor();
    // The admin's lock is taken when the Edit tab opens.
    await editingLockHeld(admin);
    await expect.poll(() => phone(admin).getAttribute('readonly')).toBeNull();

    const editor = await pageAs(EDITOR, editUrl(winery));
    const notice = editor
      .getByRole('alert')
      .filter({ hasText: /^Locked by admin@example\.com since \d{2}:\d{2}$/ });
    await notice.waitFor();
    await expect.poll(() => phone(editor).getAttribute('readonly')).toBe('');
    await expect.poll(() => editor.getByRole('button', { name: 'Save winery' }).isDisabled()).toBe(true);
    await editor.screenshot({ path: '/tmp/content-lock-readonly.png', fullPage: true });

    // The admin leaves the tab: the lock is released; the editor's next re-check takes it.
    await admin.getByRole('tab', { name: 'Items' }).click();
    await admin.waitForURL((url) => url.searchParams.get('tab') === 'Items');
    await expect
      .poll(async () => {
        await focusWindow(editor);
        return notice.count();
      })
      .toBe(0);
    await expect.poll(() => phone(editor).getAttribute('readonly')).toBeNull();
    await phone(editor).fill('+34 600 000 001');
    await editor.getByRole('button', { name: 'Save winery' }).click();
    await toastWith(editor, 'Saved successfully.').waitFor();
    // Leaving the tab releases the editor's lock for the next test.
    await editor.getByRole('tab', { name: 'Items' }).click();
    await editor.waitForURL((url) => url.searchParams.get('tab') === 'Items');
  });

  it('lets the user type at once while the lock is taken in the background, saying nothing of it', async () => {
    const winery = wineries[0] as string;
    const page = await pageAs(undefined, '/?path=/');
    const answer = await holdLockRequests(page);
    await page.goto(backend.admin(editUrl(winery)));
    await page.locator('[role="tabpanel"][data-lock="pending"]').waitFor();
    await expect.poll(() => phone(page).getAttribute('readonly')).toBeNull();
    await phone(page).fill('+34 600 000 003');
    await expect.poll(() => page.getByRole('button', { name: 'Save winery' }).isEnabled()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);

    answer();
    await editingLockHeld(page);
    expect(await phone(page).inputValue()).toBe('+34 600 000 003');
    await page.unroute('**/@lock');
    await page.getByRole('button', { name: 'Save winery' }).click();
    await toastWith(page, 'Saved successfully.').waitFor();
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'Items');
  });

  it('shows a failed lock call persistently and stays read-only until the lock is held', async () => {
    const winery = wineries[0] as string;
    const page = await pageAs(undefined, '/?path=/');
    await page.route('**/@lock', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The lock service is unavailable', type: 'ServiceUnavailable' }),
      }),
    );
    await page.goto(backend.admin(editUrl(winery)));
    const failure = page.getByRole('alert').filter({ hasText: 'The lock service is unavailable' });
    await failure.waitFor();
    await expect.poll(() => phone(page).getAttribute('readonly')).toBe('');
    await expect.poll(() => page.getByRole('button', { name: 'Save winery' }).isDisabled()).toBe(true);

    // The next re-check takes the lock: the message goes and the form can be edited.
    await page.unroute('**/@lock');
    await expect
      .poll(async () => {
        await focusWindow(page);
        return failure.count();
      })
      .toBe(0);
    await expect.poll(() => phone(page).getAttribute('readonly')).toBeNull();
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'Items');
  });

  it('refreshes an untouched view when the object changed on the server', async () => {
    const winery = wineries[0] as string;
    const page = await pageAs(undefined, editUrl(winery));
    await phone(page).waitFor();
    const api = await apiAs(backend);
    await api.content.patch(winery, { telefono: '+34 600 000 002' });
    await expect
      .poll(async () => {
        await focusWindow(page);
        return phone(page).inputValue();
      })
      .toBe('+34 600 000 002');
  });

  it('answers a stale save with the 412 message and keeps what the user typed', async () => {
    const winery = wineries[1] as string;
    const first = await pageAs(undefined, editUrl(winery));
    const second = await pageAs(undefined, editUrl(winery));
    await phone(first).waitFor();
    await phone(second).waitFor();

    await phone(second).fill('typed by the second');
    await phone(first).fill('saved by the first');
    await first.getByRole('button', { name: 'Save winery' }).click();
    await toastWith(first, 'Saved successfully.').waitFor();

    await second.getByRole('button', { name: 'Save winery' }).click();
    const stale = second.getByRole('alert').filter({
      hasText: /^This content was modified by admin@example\.com at .+\. Reload to see the changes\./,
    });
    await stale.waitFor();
    await expect.poll(() => phone(second).inputValue()).toBe('typed by the second');
    await second.screenshot({ path: '/tmp/content-lock-412.png', fullPage: true });

    // Reload takes the stored object and keeps what was typed in the field the user changed, ready to save.
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => stale.count()).toBe(0);
    expect(await phone(second).inputValue()).toBe('typed by the second');
    await second.getByRole('button', { name: 'Save winery' }).click();
    await toastWith(second, 'Saved successfully.').waitFor();
    const stored = await (await apiAs(backend)).content.get(winery);
    expect(stored.telefono).toBe('typed by the second');
  });
});
