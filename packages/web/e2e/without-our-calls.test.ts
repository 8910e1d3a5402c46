import { DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import {
  type Account,
  ADMIN,
  apiAs,
  childIds,
  closeSession,
  EDITOR,
  login,
  openStage,
  type Stage,
  toast,
} from './support';

// A production server lacks the calls the spec does not name: @user_info (Guillotina's dbusers add-on) and
// /v2/@shops (ours). The admin must still work: the ERP deciding who may use its screens, the build giving the shops.
let stage: Stage;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1400, height: 1000 } });
});
afterAll(closeSession);

/** Logged in as `user` at `path`, on a server that answers `call` as a plain Guillotina does: 404. */
async function pageWithout(
  call: '@user_info' | '@shops' | '@principals',
  user: Account,
  path: string,
): Promise<Page> {
  const context = await stage.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.route(`**/${call}`, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Not Found', type: 'HTTPNotFound' }),
    }),
  );
  const page = await context.newPage();
  await login(page, stage.backend, path, user);
  return page;
}

describe('a server without @user_info', () => {
  it("opens an ERP screen for an administrator, and shows anyone else the ERP's refusal", async () => {
    const admin = await pageWithout('@user_info', ADMIN, paths.offers.getHref());
    const offers = admin.getByRole('table');
    await offers.waitFor();
    await expect.poll(() => offers.getByRole('row').count()).toBeGreaterThan(1);

    const editor = await pageWithout('@user_info', EDITOR, paths.offers.getHref());
    await editor.getByRole('alert').getByText('Only administrators may use the ERP').waitFor();
    await expect.poll(() => editor.getByRole('table').count()).toBe(0);
    await editor.context().close();
    await admin.context().close();
  });

  it('stamps a content review with the email the editor logged in with, shown after reload', async () => {
    const [winery] = await childIds(await apiAs(stage.backend), '/bodegas/');
    const page = await pageWithout('@user_info', EDITOR, `/?path=/bodegas/${winery}/&tab=ContentReview`);
    const es = page.getByRole('region', { name: 'Content review (es)' });
    await es.waitFor();
    await expect.poll(() => page.locator('fieldset[disabled]').count()).toBe(0);
    await es.getByRole('radio', { name: 'Reviewed', exact: true }).check();
    await es.getByLabel('Description (es)').fill('Revisado sin @user_info');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, catalogueMessages.contentReview.saved).waitFor();

    await page.reload();
    await expect.poll(() => es.getByLabel('Description (es)').inputValue()).toBe('Revisado sin @user_info');
    await es.getByText(/by editor@example\.com$/).waitFor();
    await page.context().close();
  });
});

describe('a server without /v2/@shops', () => {
  it("previews a newsletter per shop domain and language from this build's shops", async () => {
    const page = await pageWithout('@shops', ADMIN, '/?path=/newsletters/3_09_26_vuelta-al-cole/');
    const host = `staging.${DEFAULT_SHOP_DOMAINS.fr}`;
    await page
      .getByRole('region', { name: 'Newsletter status' })
      .getByRole('button', { name: 'Preview' })
      .click();
    await page.getByRole('menuitem', { name: `${host}, fr` }).click();
    const frame = page.frameLocator(`iframe[title="Newsletter preview ${host} fr"]`);
    await frame.getByRole('heading', { name: 'La rentrée avec un bon vin' }).waitFor();
    await page.context().close();
  });
});

describe('a server without @principals', () => {
  it('grants a permission to a principal typed by id, kept after a reload', async () => {
    const [winery] = await childIds(await apiAs(stage.backend), '/bodegas/');
    const page = await pageWithout('@principals', ADMIN, `/?path=/bodegas/${winery}/&tab=Permissions`);
    const form = page.getByRole('form', { name: 'Add a permission' });
    await form.getByLabel('Grant').selectOption('prinperm');
    await form.getByLabel('Principal').fill('editor@example.com');
    await form.getByLabel('Permission').selectOption('guillotina.ModifyContent');
    await form.getByLabel('Setting').selectOption('Deny');
    await form.getByRole('button', { name: 'Add' }).click();
    const granted = () =>
      page
        .getByRole('table', { name: 'Permissions of users (prinperm)' })
        .getByRole('row')
        .filter({ hasText: 'editor@example.com' })
        .filter({ hasText: 'guillotina.ModifyContent' })
        .filter({ hasText: 'Deny' });
    await granted().waitFor();
    await page.reload();
    await granted().waitFor();
    await page.context().close();
  });
});
