import { formMessages } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiAs,
  closeSession,
  EDITOR,
  editingLockHeld,
  firstChild,
  holdLockRequests,
  openStage,
  type Stage,
  toastWith,
} from './support';

/**
 * What every editor tab shares from the form kit (issue 25): changed only by the user, typed in at once while the
 * editing lock is taken, Save only with a change, a save bar in view with the messages of a refused save, client
 * rules that stop the save, and the URL's history rule.
 */
let stage: Stage;

const WINE = '/bodegas/herran-de-abalos/herran-de-abalos-blanco-fermentado-en-barrica';
const PACK = '/packs/pack-grandes-de-toscana';
const TAG = '/tags/maridaje/carnes-rojas/';
const tab = (path: string, name: string, menu?: string) =>
  `/?path=${path}&tab=${name}${menu ? `&menu=${menu}` : ''}`;
const search = (page: Page) => new URL(page.url()).searchParams;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1366, height: 768 } });
});
afterAll(closeSession);

/** The PATCH requests the page sends to `path` (with or without its trailing slash). */
function patchesTo(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  const target = `/db/guillotina${path}`.replace(/\/$/, '');
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.replace(/\/$/, '') === target)
      sent.push(request);
  });
  return sent;
}

/** Replaces the whole text of a CodeMirror editor, as typing would. */
async function typeInto(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  if (text !== '') await editor.pressSequentially(text);
  return editor;
}

/** Whether the element lies inside the window as it is scrolled now. */
const inView = async (page: Page, element: Locator) => {
  const box = await element.boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.y >= 0 && box.y + box.height <= size.height;
};

describe('an editor tab changed only by the user', () => {
  it('opens the Region Edit tab unchanged: Guardar waits for a change and leaving asks nothing', async () => {
    const page = await stage.pageAs(EDITOR, tab('/zonas/espana/rioja/', 'Edit'));
    await editingLockHeld(page);
    await page.getByRole('textbox', { name: 'Comment (es)' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'Items');
  });

  it("enables 'Save product' only once a field changed, as 'Save winery' and SEO's Save", async () => {
    const page = await stage.pageAs(EDITOR, tab(WINE, 'Product'));
    await editingLockHeld(page);
    const save = page.getByRole('button', { name: catalogueMessages.labels.saveProduct });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Product sections' })
      .getByRole('link', { name: 'El vino' })
      .click();
    await page.getByRole('textbox', { name: 'El vino (es)' }).click();
    await page.keyboard.type(' Nuevo.');
    await expect.poll(() => save.isEnabled()).toBe(true);
  });
});

describe('the editing lock taken in the background', () => {
  it('keeps what is typed at once in the Submenu code editor, and saves it', async () => {
    const page = await stage.pageAs(EDITOR, '/?path=/');
    const release = await holdLockRequests(page);
    await page.goto(stage.backend.admin(tab(TAG, 'Submenu')));
    const entry = { selector: 'tag', value: '/tags/maridaje/arroces', label: 'Riz' };
    await typeInto(page, 'Submenu (fr)', JSON.stringify([entry]));
    release();
    await editingLockHeld(page);
    await page.unroute('**/@lock');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, siteMessages.submenu.saved).waitFor();
    const stored = (await (await apiAs(stage.backend)).content.get(TAG)) as Record<string, unknown>;
    expect(stored.submenu).toMatchObject({ fr: [entry] });
  });

  it('says, when the lock is refused, that what was typed is kept as a draft, and keeps it in the fields', async () => {
    const menu = '/menus/menu-es/';
    const admin = await stage.pageAs(ADMIN, tab(menu, 'Edit'));
    await editingLockHeld(admin);
    const page = await stage.pageAs(EDITOR, '/?path=/');
    const release = await holdLockRequests(page);
    await page.goto(stage.backend.admin(tab(menu, 'Edit')));
    await typeInto(page, 'HTML', '<p>Typed at once</p>');
    release();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Locked by admin@example\.com since/ })
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'HTML' }).textContent()).toContain('Typed at once');
    await page.getByRole('status').filter({ hasText: formMessages.keptAsDraft }).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await admin.getByRole('tab', { name: 'Permissions' }).click();
  });
});

describe('the save bar', () => {
  it('keeps Save and the unsaved state in view at the end of a long editor', async () => {
    const page = await stage.pageAs(EDITOR, tab(PACK, 'Pack'));
    await editingLockHeld(page);
    await page.getByLabel('Pack name', { exact: true }).fill('Pack Grandes de Toscana (2026)');
    const save = page.getByRole('button', { name: catalogueMessages.labels.savePack });
    await page.getByRole('textbox', { name: 'Description (it)' }).scrollIntoViewIfNeeded();
    await expect.poll(() => inView(page, save)).toBe(true);
    await expect.poll(() => inView(page, page.getByText(formMessages.unsavedChanges))).toBe(true);
    await page.screenshot({ path: '/tmp/editor-forms-save-bar-1366.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/editor-forms-save-bar-1440.png' });
  });

  it('says where the user is that broken submenu JSON was refused, and goes to it', async () => {
    const page = await stage.pageAs(EDITOR, tab(TAG, 'Submenu'));
    await editingLockHeld(page);
    const italian = await typeInto(page, 'Submenu (it)', '[{"selector": "tag"');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: formMessages.toCorrect(1) });
    await status.waitFor();
    await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
    await expect.poll(() => inView(page, status)).toBe(true);
    await page.getByRole('button', { name: formMessages.goToFirstError }).click();
    await expect.poll(() => italian.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => inView(page, page.getByText(siteMessages.submenu.invalidJson))).toBe(true);
    await page.screenshot({ path: '/tmp/editor-forms-submenu-error.png' });
  });

  it('marks no empty language of a submenu as an error: empty is none', async () => {
    const page = await stage.pageAs(EDITOR, tab(TAG, 'Submenu'));
    await editingLockHeld(page);
    await typeInto(page, 'Submenu (de)', '');
    await typeInto(page, 'Submenu (it)', '[');
    const editorOf = (language: string) =>
      page
        .locator('.cm-editor')
        .filter({ has: page.getByRole('textbox', { name: `Submenu (${language})` }) });
    // The broken text is marked: the linter has run over every editor.
    await editorOf('it').locator('.cm-lint-marker-error').waitFor();
    await expect.poll(() => editorOf('de').locator('.cm-lint-marker-error').count()).toBe(0);
  });
});

describe('client rules stop the save', () => {
  it('refuses an invalid map link in the winery Town section without sending the PATCH', async () => {
    const api = await apiAs(stage.backend);
    const winery = (await firstChild(api, '/bodegas/')).path;
    const page = await stage.pageAs(EDITOR, tab(winery, 'Edit', 'location'));
    await editingLockHeld(page);
    const sent = patchesTo(page, winery);
    await page.getByLabel('Map link', { exact: true }).fill('https://maps.example/place/Bodega');
    await page.getByRole('button', { name: catalogueMessages.labels.saveWinery }).click();
    await page.getByText(catalogueMessages.limits.mapLink, { exact: true }).waitFor();
    expect(sent).toHaveLength(0);
    await page
      .getByRole('status')
      .filter({ hasText: formMessages.toCorrect(1) })
      .waitFor();
  });
});

describe('the URL and the history', () => {
  it('corrects a tab the editor may not see in the URL, replacing the entry so that Back does not bounce', async () => {
    const page = await stage.pageAs(EDITOR, '/?path=/bodegas/');
    await page.getByRole('tabpanel').waitFor();
    await page.goto(stage.backend.admin(tab(WINE, 'AuditLog')));
    await page.waitForURL((url) => url.searchParams.get('tab') === 'Product');
    await page.getByRole('tab', { name: 'Product', selected: true }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('path') === '/bodegas/');
  });

  it("adds an entry for each section of the product editor's menu, so Back goes through them", async () => {
    const page = await stage.pageAs(EDITOR, tab(WINE, 'Product'));
    const sections = page.getByRole('navigation', { name: 'Product sections' });
    await sections.getByRole('link', { name: 'El vino' }).click();
    await page.waitForURL((url) => url.searchParams.get('menu') === 'description');
    await sections.getByRole('link', { name: 'pairings' }).click();
    await page.waitForURL((url) => url.searchParams.get('menu') === 'maridajes');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('menu') === 'description');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('menu'));
    expect(search(page).get('tab')).toBe('Product');
  });

  it('adds an entry for each status filter of the newsletter list, so Back returns to the one before', async () => {
    const page = await stage.pageAs(EDITOR, '/?path=/newsletters/');
    await page.getByLabel('Status').selectOption('verified');
    await page.waitForURL((url) => url.searchParams.get('status') === 'verified');
    await page.getByLabel('Status').selectOption('scheduled');
    await page.waitForURL((url) => url.searchParams.get('status') === 'scheduled');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('status') === 'verified');
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('verified');
  });
});
