import { formMessages } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  apiAs,
  closeSession,
  firstChild,
  openStage,
  type Stage,
  type TestBackend,
  VIEWER,
} from './support';

let stage: Stage;
let backend: TestBackend;
let winery: { path: string; id: string };
let product: { path: string; id: string };

const pageAs = (user?: Account, path?: string) => stage.pageAs(user, path);

const permissionsUrl = (path: string) => `/?path=${path}&tab=Permissions`;
const localTable = (page: Page) => page.getByRole('table', { name: 'Permissions of users (prinperm)' });

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1280, height: 900 } });
  ({ backend } = stage);
  const api = await apiAs(backend);
  winery = await firstChild(api, '/bodegas/');
  product = await firstChild(api, winery.path);
});
afterAll(closeSession);

describe('the Permissions tab', () => {
  it('grants a local permission that persists, shows where it is inherited from, and takes effect', async () => {
    const viewer = await pageAs(VIEWER, `/?path=${winery.path}`);
    await viewer.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => viewer.getByRole('heading', { name: 'Not found' }).count()).toBe(0);

    const admin = await pageAs(undefined, permissionsUrl(winery.path));
    const form = admin.getByRole('form', { name: 'Add a permission' });
    await form.getByLabel('Grant').selectOption('prinperm');
    // A grant of a user needs the user: nothing is sent without one.
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText(formMessages.required('principal'), { exact: true }).waitFor();
    await expect.poll(() => form.getByLabel('Principal').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Principal').selectOption('viewer@example.com');
    await form.getByLabel('Permission').selectOption('guillotina.ViewContent');
    await form.getByLabel('Setting').selectOption('Deny');
    await form.getByRole('button', { name: 'Add' }).click();
    const row = localTable(admin).getByRole('row').filter({ hasText: 'viewer@example.com' });
    await row.filter({ hasText: 'guillotina.ViewContent' }).filter({ hasText: 'Deny' }).waitFor();

    await admin.reload();
    await localTable(admin).getByRole('row').filter({ hasText: 'viewer@example.com' }).waitFor();
    await admin.screenshot({ path: '/tmp/content-permissions.png', fullPage: true });

    // Below the winery the grant is inherited, and the tab says from where.
    await admin.goto(backend.admin(permissionsUrl(product.path)));
    const inherited = admin
      .getByRole('region', { name: 'Inherited permissions' })
      .getByRole('row')
      .filter({ hasText: 'viewer@example.com' });
    await inherited.waitFor();
    await expect.poll(() => inherited.getByRole('link').textContent()).toBe(winery.path);

    // The viewer may no longer see the winery.
    await viewer.reload();
    await viewer.getByRole('heading', { name: 'Not found' }).waitFor();

    // Removing the grant (Unset), once the confirmation naming it is agreed to, gives the viewer the winery back.
    await admin.goto(backend.admin(permissionsUrl(winery.path)));
    const removeGrant = admin.getByRole('button', {
      name: 'Remove guillotina.ViewContent for viewer@example.com',
    });
    const confirmation = admin.getByRole('dialog', { name: 'Remove permission' });
    const question = siteMessages.treeBrowser.confirmRemoveGrant(
      'guillotina.ViewContent',
      'Deny',
      'viewer@example.com',
    );
    await removeGrant.click();
    await confirmation.getByText(question, { exact: true }).waitFor();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await admin.reload();
    await expect.poll(() => localTable(admin).count()).toBe(1);
    await removeGrant.click();
    await confirmation.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => localTable(admin).count()).toBe(0);
    await admin.reload();
    await admin.getByRole('region', { name: 'Local permissions' }).waitFor();
    await expect.poll(() => localTable(admin).count()).toBe(0);
    await viewer.reload();
    await viewer.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => viewer.getByRole('heading', { name: 'Not found' }).count()).toBe(0);
  });
});
