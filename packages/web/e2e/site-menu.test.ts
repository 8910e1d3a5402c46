import type { CellarClient } from '@cellar/sdk';
import { siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, EDITOR, editingLockHeld, openStage, type Stage, toastWith } from './support';

const { submenu: submenuMessages, menu: menuMessages } = siteMessages;

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1400 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

const stored = async (path: string) => (await admin.content.get(path)) as Record<string, unknown>;

/** An editing tab once the editing lock is held: its save button. */
async function openEditor(page: Page, saveLabel: string) {
  await editingLockHeld(page);
  return page.getByRole('button', { name: saveLabel });
}

/** Replaces the whole text of a CodeMirror editor, as typing would. */
async function typeInto(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await editor.pressSequentially(text);
  return editor;
}

describe('the Submenu tab', () => {
  const TAG = '/tags/maridaje/carnes-rojas/';

  it("refuses JSON that is not a list of {selector, value, label} with 'invalid json', saving nothing", async () => {
    const page = await stage.pageAs(EDITOR, `/?path=${TAG}&tab=Submenu`);
    const save = await openEditor(page, 'Save');
    const before = await stored(TAG);
    for (const text of ['[{"selector": "tag", "value": "/x"', '{"selector": "tag"}', '[{"label": 3}]']) {
      await typeInto(page, 'Submenu (fr)', text);
      await save.click();
      await page.getByText(submenuMessages.invalidJson, { exact: true }).waitFor();
    }
    expect((await stored(TAG)).modification_date).toBe(before.modification_date);
  });

  it("saves a valid submenu: 'SEO fields saved', shown after a reload", async () => {
    const page = await stage.pageAs(EDITOR, `/?path=${TAG}&tab=Submenu`);
    const save = await openEditor(page, 'Save');
    const entry = { selector: 'tag', value: '/tags/maridaje/arroces', label: 'Riz' };
    await typeInto(page, 'Submenu (fr)', JSON.stringify([entry]));
    await save.click();
    await toastWith(page, submenuMessages.saved).waitFor();
    expect((await stored(TAG)).submenu).toMatchObject({ fr: [entry] });

    await page.reload();
    await openEditor(page, 'Save');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Submenu (fr)' }).textContent())
      .toContain('Riz');
  });

  it('shows the fixture submenu of a grape', async () => {
    const page = await stage.pageAs(EDITOR, '/?path=/tags/uva/tem/&tab=Submenu');
    await openEditor(page, 'Save');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Submenu (es)' }).textContent())
      .toContain('Garnacha');
  });
});

describe('the Menu editor', () => {
  const MENU = '/menus/menu-es/';

  it("saves the HTML with Guardar: 'Guardado satisfactoriamente', a <script> stripped, shown after a reload", async () => {
    const page = await stage.pageAs(EDITOR, `/?path=${MENU}&tab=Edit`);
    const save = await openEditor(page, 'Guardar');
    await typeInto(
      page,
      'HTML',
      '<ul class="menu"><li><a href="/regalos/">Regalos</a></li></ul><script>alert("x")</script>',
    );
    // The preview shows the sanitised HTML.
    await page.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'Regalos' }).waitFor();
    await save.click();
    await toastWith(page, menuMessages.saved).waitFor();
    const html = (await stored(MENU)).html as string;
    expect(html).toContain('<a href="/regalos/">Regalos</a>');
    expect(html).not.toContain('script');

    await page.reload();
    await openEditor(page, 'Guardar');
    await expect.poll(() => page.getByRole('textbox', { name: 'HTML' }).textContent()).toContain('Regalos');
    expect(await page.getByRole('textbox', { name: 'HTML' }).textContent()).not.toContain('script');
  });

  it('shows the save-error flash with the errors when the server refuses', async () => {
    const page = await stage.pageAs(EDITOR, `/?path=${MENU}&tab=Edit`);
    const save = await openEditor(page, 'Guardar');
    await page.route('**/menus/@upsert', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: menuMessages.unsafeHtml,
          type: 'ValidationError',
          details: [{ path: 'html', message: menuMessages.unsafeHtml }],
        }),
      }),
    );
    await typeInto(page, 'HTML', '<p>Ofertas</p>');
    await save.click();
    await toastWith(page, menuMessages.saveError(`html: ${menuMessages.unsafeHtml}`)).waitFor();
  });
});
