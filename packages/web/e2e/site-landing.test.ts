import { fileURLToPath } from 'node:url';
import type { CellarClient } from '@cellar/sdk';
import { landingSectionsMessages, siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  bareFileInputs,
  closeSession,
  EDITOR,
  editingLockHeld,
  openStage,
  type Stage,
  toastWith,
  VIEWER,
} from './support';

// The Landing editor (site-content-and-shell §2.5): the Data and Sections tabs, as an editor.
const { landing: messages, query: queryMessages } = siteMessages;

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1100 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

const PNG = fileURLToPath(new URL('../../../fixtures/images/CA11127_anv800.png', import.meta.url));
const tabUrl = (landing: string, tab: 'Data' | 'Sections') => `/?path=/landings/${landing}/&tab=${tab}`;

interface StoredLanding {
  title?: Record<string, string>;
  for_langs?: string[];
  sections?: {
    id: string;
    template: string;
    html?: Record<string, string>;
    slug?: string;
    products?: { type: string; value: string };
  }[];
}
const stored = async (landing: string) => (await admin.content.get(`/landings/${landing}/`)) as StoredLanding;

/** The tab once the editing lock is held: its Save button. */
async function editable(page: Page) {
  await editingLockHeld(page);
  return page.getByRole('button', { name: 'Save', exact: true });
}

const language = (page: Page, code: string) => page.getByRole('group', { name: code, exact: true });

describe('the Data tab', () => {
  it('saves the settings of two languages, shown after a reload', async () => {
    const page = await stage.pageAs(EDITOR, tabUrl('champagne-y-espumosos', 'Data'));
    const save = await editable(page);
    const fr = language(page, 'fr');
    await expect.poll(() => fr.getByLabel('Enabled').isChecked()).toBe(false);
    await fr.getByLabel('Enabled').check();
    await fr.getByLabel('Title').fill('Champagne et mousseux');
    await language(page, 'en').getByLabel('Title').fill('Champagne and sparkling wines');
    await save.click();
    await toastWith(page, messages.updated).waitFor();
    const after = await stored('champagne-y-espumosos');
    expect(after.for_langs).toEqual(['es', 'fr', 'en']);
    expect(after.title).toMatchObject({ fr: 'Champagne et mousseux', en: 'Champagne and sparkling wines' });

    await page.reload();
    await editable(page);
    await expect.poll(() => language(page, 'fr').getByLabel('Enabled').isChecked()).toBe(true);
    await expect
      .poll(() => language(page, 'fr').getByLabel('Title').inputValue())
      .toBe('Champagne et mousseux');
    await expect
      .poll(() => language(page, 'en').getByLabel('Title').inputValue())
      .toBe('Champagne and sparkling wines');
  });

  it('shows the blog fields only for a blog post', async () => {
    const page = await stage.pageAs(EDITOR, tabUrl('vinos-de-rioja', 'Data'));
    await editable(page);
    const author = page.getByLabel('Author', { exact: true });
    await expect.poll(() => author.count()).toBe(0);
    await page.getByLabel('Type', { exact: true }).selectOption('blog-post');
    await author.waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption('landing');
    await author.waitFor({ state: 'detached' });
  });

  it('is refused to a viewer', async () => {
    const page = await stage.pageAs(VIEWER, tabUrl('vinos-de-rioja', 'Data'));
    await page.getByText('You do not have authorization to modify the content').waitFor();
  });
});

describe('the Sections tab', () => {
  it('adds a section, undoes a change, saves it sanitised and shows it after a reload', async () => {
    const page = await stage.pageAs(EDITOR, tabUrl('vinos-ecologicos', 'Sections'));
    const save = await editable(page);
    await page.getByLabel('Template', { exact: true }).selectOption('just-html');
    await page.getByRole('button', { name: 'Add section' }).click();
    const section = page.getByRole('region', { name: 'Section just-html-1' });
    const html = section.getByRole('group', { name: 'Html' }).getByLabel('es', { exact: true });
    await html.fill('<p>Borrador</p>');
    await section.getByRole('figure', { name: 'Html preview (es)' }).getByText('Borrador').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => html.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Undo' }).click();
    await section.waitFor({ state: 'detached' });

    await page.getByLabel('Template', { exact: true }).selectOption('just-html');
    await page.getByRole('button', { name: 'Add section' }).click();
    await html.fill('<p>Hola <img src="x" onerror="alert(1)"></p><script>alert(2)</script>');
    await save.click();
    await toastWith(page, messages.updated).waitFor();
    const saved = (await stored('vinos-ecologicos')).sections?.find((s) => s.id === 'just-html-1');
    expect(saved?.template).toBe('just-html');
    expect(saved?.html?.es).toContain('Hola');
    expect(saved?.html?.es).not.toMatch(/onerror|script/);

    await page.reload();
    await editable(page);
    await section.getByRole('figure', { name: 'Html preview (es)' }).getByText('Hola').waitFor();
  });

  it('copies the sections of one landing and pastes them into another', async () => {
    const page = await stage.pageAs(EDITOR, tabUrl('vinos-de-rioja', 'Sections'));
    await editable(page);
    await page.getByRole('button', { name: 'Copy sections' }).click();
    await toastWith(page, landingSectionsMessages.copied).waitFor();

    await page.goto(page.url().replace('vinos-de-rioja', 'destilados-premium'));
    const save = await editable(page);
    await page.getByRole('button', { name: 'Paste sections' }).click();
    await page.getByRole('region', { name: 'Section vinos-de-rioja-intro' }).waitFor();
    await save.click();
    await toastWith(page, messages.updated).waitFor();
    const ids = (await stored('destilados-premium')).sections?.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['destilados-premium-intro', 'vinos-de-rioja-intro']));
    expect(ids).toHaveLength(11);
  });

  it('links a view-more button to a landing found by title, reorders, removes a section and a reference', async () => {
    const page = await stage.pageAs(EDITOR, tabUrl('regalos-de-navidad', 'Sections'));
    const save = await editable(page);
    const refs = (await stored('regalos-de-navidad')).sections
      ?.find((s) => s.id === 'regalos-de-navidad-productos')
      ?.products?.value.split(',');
    const [firstRef, ...otherRefs] = refs ?? [];

    const button = page.getByRole('region', { name: 'Section regalos-de-navidad-ver-mas' });
    await button.getByLabel('Search a landing', { exact: true }).fill('garnaha');
    const found = button.getByRole('list', { name: 'Landings found' }).getByRole('button');
    await expect
      .poll(() => found.allTextContents())
      .toEqual([expect.stringContaining('/landings/guia-de-la-garnacha')]);
    await found.first().click();
    await expect
      .poll(() => button.getByLabel('Link', { exact: true }).inputValue())
      .toBe('/landings/guia-de-la-garnacha');
    await button.getByRole('button', { name: 'Move up' }).click();

    await page
      .getByRole('region', { name: 'Section regalos-de-navidad-newsletter' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page
      .getByRole('region', { name: 'Section regalos-de-navidad-productos' })
      .getByRole('button', { name: `Remove ${firstRef}` })
      .click();
    await save.click();
    await toastWith(page, messages.updated).waitFor();
    const sections = (await stored('regalos-de-navidad')).sections ?? [];
    expect(sections.map((s) => s.id)).toEqual([
      'regalos-de-navidad-intro',
      'regalos-de-navidad-carrusel',
      'regalos-de-navidad-productos',
      'regalos-de-navidad-ver-mas',
      'regalos-de-navidad-consulta',
    ]);
    expect(sections[3]?.slug).toBe('/landings/guia-de-la-garnacha');
    expect(sections[2]?.products).toEqual({ type: 'refs', value: otherRefs.join(',') });
  });

  it("uploads a section image, and says 'Error uploading the image' for a file that is not one", async () => {
    const page = await stage.pageAs(EDITOR, tabUrl('vinos-de-rioja', 'Sections'));
    await editable(page);
    const section = page.getByRole('region', { name: 'Section vinos-de-rioja-intro' });
    const image = section.getByLabel('Image', { exact: true });
    await expect.poll(() => image.inputValue()).toBe('/landings/vinos-de-rioja/cabecera.jpg');
    await section.getByLabel('Upload image').setInputFiles(PNG);
    await expect.poll(() => image.inputValue()).toMatch(/\/api\/uploads\/.+/);
    await section
      .getByLabel('Upload image')
      .setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
    await toastWith(page, messages.uploadError).waitFor();
  });

  it("says 'JSON inválido' for a bad products query and saves nothing", async () => {
    const page = await stage.pageAs(EDITOR, tabUrl('vinos-ecologicos', 'Sections'));
    const save = await editable(page);
    const before = await stored('vinos-ecologicos');
    const section = page.getByRole('region', { name: 'Section vinos-ecologicos-consulta' });
    const query = section.getByLabel('Products query', { exact: true });
    if ((await query.count()) === 0) await section.getByRole('button', { name: 'Expand' }).click();
    await query.fill('{"tipo": ');
    await section.getByRole('button', { name: 'Collapse' }).click();
    await query.waitFor({ state: 'detached' });
    await save.click();
    await toastWith(page, messages.updateError).waitFor();
    await section.getByText(queryMessages.invalidJson, { exact: true }).waitFor();
    expect(await stored('vinos-ecologicos')).toEqual(before);
  });

  it("picks a section image with the admin's file button, not the browser's bare 'Choose File'", async () => {
    const page = await stage.pageAs(EDITOR, tabUrl('vinos-de-rioja', 'Sections'));
    await editable(page);
    const section = page.getByRole('region', { name: 'Section vinos-de-rioja-intro' });
    await section.getByLabel('Upload image').waitFor({ state: 'attached' });
    expect(await bareFileInputs(page)).toEqual([]);
    const button = section.locator('label').filter({ hasText: 'Upload image' });
    expect(await button.evaluate((label) => getComputedStyle(label).borderStyle)).toBe('solid');
    // Reached by the keyboard like any button, with its focus ring.
    await section.getByLabel('Image', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => section.getByLabel('Upload image').evaluate((input) => input === document.activeElement))
      .toBe(true);
    expect(await button.evaluate((label) => getComputedStyle(label).outlineStyle)).not.toBe('none');
  });
});
