import { readFile } from 'node:fs/promises';
import type { CellarClient } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { SITE_LIMITS, siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerConfirmation,
  apiAs,
  closeSession,
  EDITOR,
  editingLockHeld,
  openStage,
  type Stage,
  toastWith,
  VIEWER,
} from './support';

const NO_AUTH = 'You do not have authorization to modify the content';
const { tag: tagMessages, uploads } = siteMessages;

let stage: Stage;
let admin: CellarClient;
const PNG = await readFile(new URL('./fixtures/tiny.png', import.meta.url));

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1100 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

const tagUrl = (path: string, tab = 'Properties') => `/?path=${path}&tab=${tab}`;
const stored = async (path: string) => (await admin.content.get(path)) as Record<string, unknown>;

/** The tag page once the editing lock is held: its Guardar. */
async function openTag(page: Page) {
  await editingLockHeld(page);
  return page.getByRole('button', { name: 'Guardar' });
}

describe('the tag page: name and comment', () => {
  it('saves the name in two languages and a comment, shown after a reload, with the slugs derived', async () => {
    const page = await stage.pageAs(EDITOR, tagUrl('/tags/maridaje/pescado/'));
    const save = await openTag(page);
    await page.getByLabel('Name (es)', { exact: true }).fill('Pescado azul');
    await page.getByLabel('Name (en)', { exact: true }).fill('Oily fish');
    await page.getByLabel('Name (fr)', { exact: true }).fill('');
    await page.getByText('oily-fish', { exact: true }).waitFor();
    await page.getByLabel('Comment (es)', { exact: true }).fill('Sardinas, caballa y atún');
    await save.click();
    await toastWith(page, tagMessages.updated).waitFor();

    const tag = await stored('/tags/maridaje/pescado/');
    expect(tag.localized_text).toMatchObject({ es: 'Pescado azul', en: 'Oily fish', fr: 'Pescado azul' });
    expect(tag.slug).toMatchObject({ es: 'pescado-azul', en: 'oily-fish', fr: 'pescado-azul' });

    await page.reload();
    await openTag(page);
    await expect.poll(() => page.getByLabel('Name (en)', { exact: true }).inputValue()).toBe('Oily fish');
    await expect.poll(() => page.getByLabel('Name (fr)', { exact: true }).inputValue()).toBe('Pescado azul');
    await expect
      .poll(() => page.getByLabel('Comment (es)', { exact: true }).inputValue())
      .toBe('Sardinas, caballa y atún');
  });

  it('answers a stale save with the 412 message and Reload, keeping what was typed', async () => {
    const path = '/tags/maridaje/arroces/';
    const first = await stage.pageAs(EDITOR, tagUrl(path));
    const second = await stage.pageAs(EDITOR, tagUrl(path));
    const firstSave = await openTag(first);
    const secondSave = await openTag(second);
    await second.getByLabel('Name (en)', { exact: true }).fill('Red meat');
    await first.getByLabel('Comment (es)', { exact: true }).fill('Cordero y buey');
    await firstSave.click();
    await toastWith(first, tagMessages.updated).waitFor();

    await secondSave.click();
    const stale = second.getByRole('alert').filter({
      hasText: /^This content was modified by editor@example\.com at .+\. Reload to see the changes\./,
    });
    await stale.waitFor();
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => second.getByLabel('Comment (es)', { exact: true }).inputValue())
      .toBe('Cordero y buey');
    expect(await second.getByLabel('Name (en)', { exact: true }).inputValue()).toBe('Red meat');
    await expect.poll(() => stale.count()).toBe(0);
    await secondSave.click();
    await toastWith(second, tagMessages.updated).waitFor();
    const tag = await stored(path);
    expect(tag.localized_text).toMatchObject({ en: 'Red meat' });
    expect(tag.comentario).toMatchObject({ es: 'Cordero y buey' });
    await first.close();
    await second.close();
  });

  it("refuses an empty Spanish name: 'Fallo al actualizar el tag' and the reason under the field", async () => {
    const page = await stage.pageAs(EDITOR, tagUrl('/tags/maridaje/marisco/'));
    const save = await openTag(page);
    const before = await stored('/tags/maridaje/marisco/');
    await page.getByLabel('Name (es)', { exact: true }).fill('');
    await save.click();
    await toastWith(page, tagMessages.updateError).waitFor();
    await page.getByText(tagMessages.uva_nombre_required, { exact: true }).waitFor();
    expect((await stored('/tags/maridaje/marisco/')).modification_date).toBe(before.modification_date);
  });

  it('is not editable by a viewer', async () => {
    const page = await stage.pageAs(VIEWER, tagUrl('/tags/maridaje/pescado/'));
    await page.getByText(NO_AUTH).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
  });
});

describe('the tag page: products and grape links', () => {
  it("'Ver Productos' lists the tag's products on demand", async () => {
    const { items_total } = await admin
      .request({ method: 'GET', path: '/db/guillotina/tags/uva/tem/@tag-products' })
      .then((answer) => answer as { items_total: number });
    expect(items_total).toBeGreaterThan(0);
    const page = await stage.pageAs(EDITOR, tagUrl('/tags/uva/tem/'));
    await openTag(page);
    const table = page.getByRole('table', { name: 'Products of the tag' });
    expect(await table.count()).toBe(0);
    await page.getByRole('button', { name: 'Ver Productos' }).click();
    await table.waitFor();
    const shown = Math.min(items_total, SITE_LIMITS.tagProductList);
    await page.getByText(`${shown} ${shown === 1 ? 'product' : 'products'}`, { exact: true }).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(shown);
  });

  it("links a grape to its page on every shop, in the shop's language", async () => {
    const page = await stage.pageAs(EDITOR, tagUrl('/tags/uva/gar/'));
    await openTag(page);
    const links = page.getByRole('region', { name: 'Grape preview' }).getByRole('link');
    await expect.poll(() => links.count()).toBe(5);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('https://staging.cellar-es.example/es/uva/garnacha');
    expect(hrefs).toContain('https://staging.cellar-fr.example/fr/uva/grenache');
    // Other tags have none.
    const other = await stage.pageAs(EDITOR, tagUrl('/tags/maridaje/pescado/'));
    await openTag(other);
    expect(await other.getByRole('region', { name: 'Grape preview' }).count()).toBe(0);
  });
});

describe('the tag page: images', () => {
  it('uploads an infographic, blocking Guardar while it uploads, then deletes it', async () => {
    const page = await stage.pageAs(EDITOR, tagUrl('/tags/uva/mon/'));
    const save = await openTag(page);
    const slot = page.getByRole('listitem', { name: 'Infographic (it)' });
    await slot.getByText('No image').waitFor();
    // Guardar waits for a change (the form kit's one rule), so a field is changed first to see the upload block it.
    await page.getByLabel('Comment (es)', { exact: true }).fill('Monastrell en imágenes');
    await expect.poll(() => save.isEnabled()).toBe(true);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/@upload/image_infograph/it', async (route) => {
      await held;
      await route.continue();
    });
    await slot
      .getByLabel('Upload Infographic (it)')
      .setInputFiles({ name: 'it.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => save.isDisabled()).toBe(true);
    release();
    await slot.getByRole('img', { name: 'Infographic (it)' }).waitFor();
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect((await stored('/tags/uva/mon/')).image_infograph).toMatchObject({ it: { filename: 'it.png' } });

    // The delete asks first, naming the image, and says when it is done (issue 25).
    await slot.getByRole('button', { name: 'Delete Infographic (it)' }).click();
    await answerConfirmation(page, {
      title: 'Delete image',
      question: catalogueMessages.images.confirmDelete('Infographic (it)'),
      answer: 'Delete',
    });
    await toastWith(page, catalogueMessages.images.deleted).waitFor();
    await slot.getByText('No image').waitFor();
    await expect.poll(async () => (await stored('/tags/uva/mon/')).image_infograph ?? null).toBeNull();
  });

  it('shows the grape fixture images, and only the header image for other tags', async () => {
    const page = await stage.pageAs(EDITOR, tagUrl('/tags/uva/tem/'));
    await openTag(page);
    await page.getByRole('img', { name: 'Grape image' }).waitFor();
    await page.getByRole('img', { name: 'Infographic (es)' }).waitFor();
    const other = await stage.pageAs(EDITOR, tagUrl('/tags/maridaje/pescado/'));
    await openTag(other);
    const images = other.getByRole('region', { name: 'Images' }).getByRole('listitem');
    await expect.poll(() => images.count()).toBe(1);
    expect(await images.first().getAttribute('aria-label')).toBe('Header image');
  });

  it("says 'error_uploading_file' for a refused file and 'error_deleting_file' for a failed delete", async () => {
    const page = await stage.pageAs(EDITOR, tagUrl('/tags/maridaje/quesos/'));
    await openTag(page);
    const slot = page.getByRole('listitem', { name: 'Header image' });
    await slot
      .getByLabel('Upload Header image')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await toastWith(page, uploads.errorUploadingFile).waitFor();

    await slot
      .getByLabel('Upload Header image')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: PNG });
    const remove = slot.getByRole('button', { name: 'Delete Header image' });
    await remove.waitFor();
    await page.route('**/@delete/image_header', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"boom","type":"InternalError"}',
      }),
    );
    await remove.click();
    await answerConfirmation(page, {
      title: 'Delete image',
      question: catalogueMessages.images.confirmDelete('Header image'),
      answer: 'Delete',
    });
    await toastWith(page, uploads.errorDeletingFile).waitFor();
    expect((await stored('/tags/maridaje/quesos/')).image_header).toMatchObject({ filename: 'header.png' });
  });
});

describe('the SEO tab of tags', () => {
  it('shows the H1 for grape tags only; other tags have no SEO tab', async () => {
    const page = await stage.pageAs(EDITOR, tagUrl('/tags/uva/gar/', 'SEO'));
    await page.getByRole('tab', { name: 'SEO', selected: true }).waitFor();
    await expect.poll(() => page.getByLabel('H1 (es)').inputValue()).toBe('Garnacha');
    const other = await stage.pageAs(EDITOR, tagUrl('/tags/maridaje/pescado/'));
    await other.getByRole('tab', { name: 'Properties', selected: true }).waitFor();
    expect(await other.getByRole('tab', { name: 'SEO' }).count()).toBe(0);
  });
});
