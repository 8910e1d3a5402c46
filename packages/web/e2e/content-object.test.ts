import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  apiAs,
  closeSession,
  EDITOR,
  firstChild,
  openStage,
  restoredDraft,
  type Stage,
  type TestBackend,
  toastWith,
  VIEWER,
} from './support';

const NO_AUTH = 'You do not have authorization to modify the content';

let stage: Stage;
let backend: TestBackend;
let winery: { path: string; id: string };

const pageAs = (user?: Account, path?: string) => stage.pageAs(user, path);

const tabNames = (page: Page) => page.getByRole('tab').allTextContents();
const objectUrl = (path: string, tab?: string) =>
  `/?path=${path}${tab ? `&tab=${encodeURIComponent(tab)}` : ''}`;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1280, height: 900 } });
  ({ backend } = stage);
  winery = await firstChild(await apiAs(backend), '/bodegas/');
});
afterAll(closeSession);

describe('the object page', () => {
  it('opens a winery on the Edit tab from a deep link, saves a field, and shows it after reload', async () => {
    const page = await pageAs(undefined, `${objectUrl(winery.path, 'Edit')}&menu=contact`);
    await expect.poll(() => page.getByRole('tab', { name: 'Edit', selected: true }).count()).toBe(1);
    await expect
      .poll(() => tabNames(page))
      .toEqual(['Items', 'Edit', 'Permissions', 'AuditLog', 'SEO', 'ContentReview']);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => breadcrumb.getByRole('link').allTextContents()).toEqual(['Root', 'bodegas']);

    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('+34 983 680 147');
    await page.getByRole('button', { name: 'Save winery' }).click();
    await toastWith(page, 'Saved successfully.').waitFor();

    await page.reload();
    await page.getByLabel('Phone', { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+34 983 680 147');
    await page.screenshot({ path: '/tmp/content-object-edit.png', fullPage: true });
  });

  it('shows the Not found page with the path', async () => {
    const page = await pageAs(undefined, objectUrl('/bodegas/no-such-winery/'));
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    await expect.poll(() => page.getByText('/bodegas/no-such-winery/', { exact: true }).count()).toBe(1);
  });

  it('moves between tabs with the keyboard', async () => {
    const page = await pageAs(undefined, objectUrl(winery.path, 'Items'));
    const items = page.getByRole('tab', { name: 'Items', selected: true });
    await items.waitFor();
    await items.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'Edit');
    await page.getByRole('tab', { name: 'Edit', selected: true }).waitFor();
  });

  it('shows the viewer no editing tab, and the authorization message on a deep link', async () => {
    const page = await pageAs(VIEWER, objectUrl(winery.path, 'Edit'));
    await page.getByRole('alert').filter({ hasText: NO_AUTH }).waitFor();
    await expect.poll(() => tabNames(page)).toEqual(['Items']);
    await expect.poll(() => page.getByLabel('Phone', { exact: true }).count()).toBe(0);
  });

  it('shows the viewer of a wine, whose tabs all need more, the authorization message', async () => {
    const wine = await firstChild(await apiAs(backend), winery.path);
    const stored = await (await apiAs(backend)).content.get(wine.path);
    expect(stored['@type']).toBe('Producto');
    const page = await pageAs(VIEWER, objectUrl(wine.path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('alert').filter({ hasText: NO_AUTH }).waitFor();
    await expect.poll(() => tabNames(page)).toEqual([]);
    await expect.poll(() => page.getByRole('tabpanel').getAttribute('aria-label')).toBe('Product');
  });

  it('shows the editor the editing tabs but no Permissions or AuditLog tab', async () => {
    const page = await pageAs(EDITOR, objectUrl(winery.path, 'Permissions'));
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await expect.poll(() => tabNames(page)).toEqual(['Items', 'Edit', 'SEO', 'ContentReview']);
  });

  it('edits the title of a folder in the Properties tab', async () => {
    const page = await pageAs(undefined, objectUrl('/landings/', 'Properties'));
    await page.getByText('LandingsFolder', { exact: true }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Landings and posts');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Saved successfully.').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Landings and posts' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Title', { exact: true }).inputValue())
      .toBe('Landings and posts');

    // An empty title is refused with the rule's message, and nothing is saved.
    await page.getByLabel('Title', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please input the title', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    await expect.poll(() => toastWith(page, 'Saved successfully.').count()).toBe(0);
    expect((await (await apiAs(backend)).content.get('/landings/')).title).toBe('Landings and posts');
  });

  it('keeps what was typed in the Edit tab through a reload, put back until saved', async () => {
    const page = await pageAs(undefined, `${objectUrl(winery.path, 'Edit')}&menu=contact`);
    const phone = page.getByLabel('Phone', { exact: true });
    await expect.poll(() => phone.getAttribute('readonly')).toBeNull();
    await phone.fill('+34 983 111 222');
    // The draft is written as it is typed: the browser holds it.
    await expect
      .poll(() =>
        page.evaluate(
          (key) => Object.keys(localStorage).filter((name) => name.endsWith(key)).length,
          `content:${winery.path}:Edit`,
        ),
      )
      .toBe(1);
    await page.reload();
    await restoredDraft(page).waitFor();
    await expect.poll(() => page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+34 983 111 222');
    await page.getByRole('button', { name: 'Save winery' }).click();
    await toastWith(page, 'Saved successfully.').waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+34 983 111 222');
    expect(await restoredDraft(page).count()).toBe(0);
  });

  it('adds a dynamic behaviour, saves its fields under the dotted name, and removes it', async () => {
    const seo = 'api.behaviors.seo.ISeoBehavior';
    const page = await pageAs(undefined, objectUrl('/landings/', 'Behaviors'));
    const checkbox = page.getByRole('checkbox', { name: seo });
    // The box follows the server: it stays checked once the behaviour is added and the tab reloaded.
    await checkbox.click();
    const form = page.getByRole('form', { name: seo });
    await form.waitFor();
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    await form.getByLabel('Title (es)').fill('Landings de vino');
    await form.getByLabel('Title (en)').fill('Wine landings');
    await form.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'SEO fields saved').waitFor();

    await page.reload();
    await expect
      .poll(() => page.getByRole('form', { name: seo }).getByLabel('Title (en)').inputValue())
      .toBe('Wine landings');
    const stored = await (await apiAs(backend)).content.get('/landings/');
    expect(stored[seo]).toMatchObject({ seo_title: { es: 'Landings de vino', en: 'Wine landings' } });

    await page.getByRole('checkbox', { name: seo }).click();
    await expect.poll(() => page.getByRole('form', { name: seo }).count()).toBe(0);
    await expect.poll(() => page.getByRole('checkbox', { name: seo }).isChecked()).toBe(false);
  });

  it('checks the destination of a move: it must exist and accept the type', async () => {
    const page = await pageAs(undefined, objectUrl('/home/', 'Actions'));
    const move = page.getByRole('form', { name: 'Move' });
    await move.getByLabel('Move to folder').fill('/nowhere/');
    await move.getByRole('button', { name: 'Move' }).click();
    await move.getByText('The folder /nowhere/ does not exist', { exact: true }).waitFor();
    await expect.poll(() => move.getByLabel('Move to folder').getAttribute('aria-invalid')).toBe('true');
    await move.getByLabel('Move to folder').fill('/bodegas/');
    await move.getByRole('button', { name: 'Move' }).click();
    await move.getByText('A HomeFolder cannot be added to /bodegas/', { exact: true }).waitFor();
    expect(page.url()).toContain('tab=Actions');
  });

  it('deletes a folder from the Actions tab after a confirmation, then shows its parent', async () => {
    const page = await pageAs(undefined, objectUrl('/newsletters/', 'Actions'));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('path') === '/' && !url.searchParams.has('tab'));
    await page.goto(backend.admin(objectUrl('/newsletters/')));
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });
});
