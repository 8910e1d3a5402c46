import { catalogueMessages } from '@cellar/validation/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiAs,
  childIds,
  closeSession,
  EDITOR,
  editingLockHeld,
  loginForm,
  openStage,
  outdatedDraft,
  restoredDraft,
  type Stage,
  submitLogin,
  type TestBackend,
  toastWith,
} from './support';

let stage: Stage;
let backend: TestBackend;
let wineries: string[];

/** The winery Edit tab on its Contact section (Phone, Email, Web). */
const editUrl = (path: string) => `/?path=${path}&tab=Edit&menu=contact`;
const phone = (page: Page) => page.getByLabel('Phone', { exact: true });
const saveWinery = (page: Page) => page.getByRole('button', { name: 'Save winery' });
/** The Phone input once the editing lock is held and it may be typed in. */
const editablePhone = async (page: Page) => {
  await editingLockHeld(page);
  await expect.poll(() => phone(page).getAttribute('readonly')).toBeNull();
  return phone(page);
};
/** Every call to the backend's API (content and ERP): what a backend that is down refuses. */
const apiCalls = (url: string) => new RegExp(`^${url.replace(/[.]/g, '\\.')}/(db|v2)/`);

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1280, height: 900 } });
  ({ backend } = stage);
  wineries = (await childIds(await apiAs(backend), '/bodegas/')).slice(0, 7).map((id) => `/bodegas/${id}/`);
});
afterAll(closeSession);

describe('work that is never lost', () => {
  it('brings back what was typed when the session ended in another tab: the same screen after a new login, for that user only', async () => {
    const winery = wineries[0] as string;
    const page = await stage.pageAs(EDITOR, editUrl(winery));
    await (await editablePhone(page)).fill('+34 600 100 001');
    const address = page.url();

    // The same user logs out in a second tab of the same browser.
    const other = await page.context().newPage();
    await other.goto(backend.admin('/'));
    await other.getByRole('button', { name: 'Logout' }).click();
    await loginForm(other).username.waitFor();

    await saveWinery(page).click();
    await loginForm(page).username.waitFor();
    // The refused save said so; closed, it no longer covers the sidebar.
    const refused = toastWith(page, /^Error saving\./);
    await refused.getByRole('button', { name: 'Close' }).click();
    // Another user logs in on this browser: the screen asked for, without the editor's draft.
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await editablePhone(page);
    expect(page.url()).toBe(address);
    expect(await phone(page).inputValue()).not.toBe('+34 600 100 001');
    expect(await restoredDraft(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Logout' }).click();

    // The editor again: the same screen, with what was typed in the fields, unsaved.
    await submitLogin(page, EDITOR.email, EDITOR.password);
    await restoredDraft(page).waitFor();
    expect(page.url()).toBe(address);
    expect(await (await editablePhone(page)).inputValue()).toBe('+34 600 100 001');
    await saveWinery(page).click();
    await toastWith(page, catalogueMessages.save.saved).waitFor();
    expect((await (await apiAs(backend)).content.get(winery)).telefono).toBe('+34 600 100 001');
    await expect.poll(() => restoredDraft(page).count()).toBe(0);
  });

  it('keeps what was typed through a save while the backend is down and a reload once it is back', async () => {
    const winery = wineries[1] as string;
    const page = await stage.pageAs(EDITOR, editUrl(winery));
    await (await editablePhone(page)).fill('+34 600 100 002');
    await page.route(apiCalls(backend.url), (route) => route.abort('connectionrefused'));
    await saveWinery(page).click();
    await toastWith(page, /^Error saving\./).waitFor();
    expect(await phone(page).inputValue()).toBe('+34 600 100 002');

    await page.unroute(apiCalls(backend.url));
    await page.reload();
    await restoredDraft(page).waitFor();
    expect(await (await editablePhone(page)).inputValue()).toBe('+34 600 100 002');
    await saveWinery(page).click();
    await toastWith(page, catalogueMessages.save.saved).waitFor();
    expect((await (await apiAs(backend)).content.get(winery)).telefono).toBe('+34 600 100 002');
  });

  it('keeps what was typed the moment before the tab crashed, and Discard puts the stored values back', async () => {
    const winery = wineries[2] as string;
    const page = await stage.pageAs(EDITOR, editUrl(winery));
    const stored = await (await editablePhone(page)).inputValue();
    await phone(page).fill('+34 600 100 003');
    // The renderer dies at once: nothing of the page runs after the keystroke.
    const context = page.context();
    const crashed = page.waitForEvent('crash');
    await page.goto('chrome://crash').catch(() => undefined);
    await crashed;

    const again = await context.newPage();
    await again.goto(backend.admin(editUrl(winery)));
    await restoredDraft(again).waitFor();
    expect(await (await editablePhone(again)).inputValue()).toBe('+34 600 100 003');
    await again.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => phone(again).inputValue()).toBe(stored);
    await again.reload();
    await editablePhone(again);
    expect(await phone(again).inputValue()).toBe(stored);
    expect(await restoredDraft(again).count()).toBe(0);
  });

  it('does not apply a draft over a newer version on the server without asking, and applies only what was typed', async () => {
    const winery = wineries[3] as string;
    const page = await stage.pageAs(EDITOR, editUrl(winery));
    await (await editablePhone(page)).fill('+34 600 100 004');
    const context = page.context();
    await page.close();
    // Meanwhile a colleague saves another field of the winery, once the closed page's lock is released.
    const colleague = await apiAs(backend);
    await expect
      .poll(() =>
        colleague.content.lock(winery).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    await colleague.content.patch(winery, { email: 'bodega@example.com' });
    await colleague.content.unlock(winery);

    const again = await context.newPage();
    await again.goto(backend.admin(editUrl(winery)));
    await outdatedDraft(again).waitFor();
    expect(await (await editablePhone(again)).inputValue()).not.toBe('+34 600 100 004');
    expect(await again.getByLabel('Email', { exact: true }).inputValue()).toBe('bodega@example.com');
    await again.getByRole('button', { name: 'Apply what I typed' }).click();
    await expect.poll(() => phone(again).inputValue()).toBe('+34 600 100 004');
    expect(await again.getByLabel('Email', { exact: true }).inputValue()).toBe('bodega@example.com');
    await saveWinery(again).click();
    await toastWith(again, catalogueMessages.save.saved).waitFor();
    expect(await (await apiAs(backend)).content.get(winery)).toMatchObject({
      telefono: '+34 600 100 004',
      email: 'bodega@example.com',
    });
  });
});

describe('the editing lock at the end of a session', () => {
  it('is released when the user logs out from the editing tab: a colleague locks and saves at once', async () => {
    const winery = wineries[4] as string;
    const page = await stage.pageAs(EDITOR, editUrl(winery));
    await editablePhone(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await loginForm(page).username.waitFor();

    const colleague = await apiAs(backend);
    await expect(colleague.content.lock(winery)).resolves.toMatchObject({ locked_by: ADMIN.email });
    await colleague.content.patch(winery, { telefono: '+34 600 100 005' });
    await colleague.content.unlock(winery);
  });

  it('is released when the session ends in another tab of the browser', async () => {
    const winery = wineries[5] as string;
    const page = await stage.pageAs(EDITOR, editUrl(winery));
    await editablePhone(page);
    const other = await page.context().newPage();
    await other.goto(backend.admin('/'));
    await other.getByRole('button', { name: 'Logout' }).click();
    await loginForm(other).username.waitFor();

    const colleague = await stage.pageAs(ADMIN, editUrl(winery));
    await (await editablePhone(colleague)).fill('+34 600 100 006');
    await saveWinery(colleague).click();
    await toastWith(colleague, catalogueMessages.save.saved).waitFor();
  });

  it('is free at once when the session ends on the server, the editing tab unaware (logged out from another client)', async () => {
    const winery = wineries[6] as string;
    const page = await stage.pageAs(EDITOR, editUrl(winery));
    await editablePhone(page);
    // Another client with the same session (a script, the CLI given its token) logs it out: the page releases nothing.
    const token = await page.evaluate(() => window.localStorage.getItem('cellar.token'));
    const logout = await fetch(`${backend.url}/v2/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);

    const colleague = await stage.pageAs(ADMIN, editUrl(winery));
    await (await editablePhone(colleague)).fill('+34 600 100 007');
    await saveWinery(colleague).click();
    await toastWith(colleague, catalogueMessages.save.saved).waitFor();
  });
});
