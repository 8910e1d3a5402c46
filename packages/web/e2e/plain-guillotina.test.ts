import { messages } from '@cellar/validation';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { type GuillotinaReplay, startGuillotinaReplay } from './guillotina-replay';
import { expectNoAxeViolations, launchBrowser, loginForm, sidebar, submitLogin, toastWith } from './support';

// The admin on a plain Guillotina 7.1.4 (issue 29), replayed from what a real one answered: no /v2/auth session, no
// @lock, no POST @search, none of the retailer's add-ons. Root logs in with Guillotina's own @login.
let browser: Browser;
let server: GuillotinaReplay;
const ROOT = { email: 'root', password: 'root' };
const { serverAddons } = messages;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startGuillotinaReplay()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function pageAt(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(server.admin(path));
  return page;
}

async function rootAt(path: string): Promise<Page> {
  const page = await pageAt(path);
  await submitLogin(page, ROOT.email, ROOT.password);
  await sidebar(page).waitFor();
  return page;
}

const objectUrl = (path: string, tab?: string) => `/?path=${path}${tab ? `&tab=${tab}` : ''}`;

describe('the admin on a plain Guillotina 7.1.4 (replayed)', () => {
  it("refuses a wrong password as wrong credentials, and logs root in with Guillotina's @login", async () => {
    const page = await pageAt('/');
    await submitLogin(page, 'root', 'wrong');
    await loginForm(page).alert.getByText(messages.login.invalidCredentials).waitFor();
    await submitLogin(page, ROOT.email, ROOT.password);
    await sidebar(page).waitFor();
    // The token is kept as the spec's is: a reload stays logged in.
    await page.reload();
    await sidebar(page).waitFor();
    await expect.poll(() => loginForm(page).submit.count()).toBe(0);
    await page.context().close();
  });

  it("lists a folder's children from Guillotina's catalog, and finds them by title", async () => {
    const page = await rootAt(objectUrl('/sdkprobe/'));
    const items = page.getByRole('tabpanel', { name: 'Items' });
    await items.getByRole('row').filter({ hasText: 'Child' }).waitFor();
    await items.getByRole('searchbox').fill('nothing like it');
    await expect.poll(() => items.getByRole('row').filter({ hasText: 'Child' }).count()).toBe(0);
    await items.getByRole('searchbox').fill('child');
    await items.getByRole('row').filter({ hasText: 'Child' }).waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page);

    // The command palette finds objects by title from the same catalog.
    await page.getByRole('button', { name: 'Open command palette' }).click();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('child');
    await palette
      .getByRole('option', { name: /^Child/ })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Child' }).waitFor();
    await page.context().close();
  });

  it('edits a title without a lock, says once that the server does not lock, and shows it after reload', async () => {
    const page = await rootAt(objectUrl('/sdkprobe/', 'Properties'));
    const noLocks = page.getByRole('status').filter({ hasText: serverAddons.noLocks });
    await noLocks.waitFor();
    await expect.poll(() => noLocks.count()).toBe(1);
    const title = page.getByLabel('Title', { exact: true });
    await expect.poll(() => title.getAttribute('readonly')).toBeNull();
    await title.fill('Probe renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Saved successfully.').waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Probe renamed' }).waitFor();
    await expect.poll(() => title.inputValue()).toBe('Probe renamed');
    await page.context().close();
  });

  it('grants a role and adds a behaviour, both kept after reload', async () => {
    const page = await rootAt(objectUrl('/sdkprobe/', 'Permissions'));
    const roles = page.getByRole('table', { name: 'Roles of users (prinrole)' });
    await roles.getByRole('row').filter({ hasText: 'guillotina.Owner' }).first().waitFor();
    // No @principals on this server: the principal's id is typed.
    const form = page.getByRole('form', { name: 'Add a permission' });
    await form.getByLabel('Grant').selectOption('prinrole');
    await form.getByLabel('Principal').fill('someone');
    await form.getByLabel('Role').selectOption('guillotina.Reader');
    await form.getByLabel('Setting').selectOption('Allow');
    await form.getByRole('button', { name: 'Add' }).click();
    const granted = roles
      .getByRole('row')
      .filter({ hasText: 'someone' })
      .filter({ hasText: 'guillotina.Reader' });
    await granted.waitFor();
    await expectNoAxeViolations(page);
    await page.reload();
    await granted.waitFor();

    await page.goto(server.admin(objectUrl('/sdkprobe/', 'Behaviors')));
    const attachment = page.getByRole('checkbox', { name: 'guillotina.behaviors.attachment.IAttachment' });
    await expect.poll(() => attachment.isChecked()).toBe(false);
    await attachment.check();
    await page.getByRole('region', { name: 'IAttachment' }).waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect.poll(() => attachment.isChecked()).toBe(true);
    await page.context().close();
  });

  it("says which add-on a screen needs, and hides the ERP's screens", async () => {
    const page = await rootAt(objectUrl('/sdkprobe/', 'AuditLog'));
    await page
      .getByRole('status')
      .getByText(serverAddons.needs(serverAddons.names.audit), { exact: true })
      .waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.goto(server.admin(paths.offers.getHref()));
    await page.getByText(serverAddons.needs(serverAddons.names.erp), { exact: true }).waitFor();
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'Offers' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
