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

// A Guillotina without the dbusers add-on has no @user_info: the admin must still open, the ERP deciding who may
// use its screens.
let stage: Stage;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1400, height: 1000 } });
});
afterAll(closeSession);

/** Logged in as `user` at `path`, on a server that answers @user_info as a plain Guillotina does: 404. */
async function pageWithoutUserInfo(user: Account, path: string): Promise<Page> {
  const context = await stage.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.route('**/@user_info', (route) =>
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
    const admin = await pageWithoutUserInfo(ADMIN, paths.offers.getHref());
    const offers = admin.getByRole('table');
    await offers.waitFor();
    await expect.poll(() => offers.getByRole('row').count()).toBeGreaterThan(1);

    const editor = await pageWithoutUserInfo(EDITOR, paths.offers.getHref());
    await editor.getByRole('alert').getByText('Only administrators may use the ERP').waitFor();
    await expect.poll(() => editor.getByRole('table').count()).toBe(0);
    await editor.context().close();
    await admin.context().close();
  });

  it('stamps a content review with the email the editor logged in with, shown after reload', async () => {
    const [winery] = await childIds(await apiAs(stage.backend), '/bodegas/');
    const page = await pageWithoutUserInfo(EDITOR, `/?path=/bodegas/${winery}/&tab=ContentReview`);
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
