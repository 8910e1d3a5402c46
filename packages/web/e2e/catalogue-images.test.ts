import { readFile } from 'node:fs/promises';
import { type CellarClient, createClient } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerConfirmation,
  apiAs,
  closeSession,
  EDITOR,
  openStage,
  type Stage,
  toast,
  VIEWER,
} from './support';

const words = catalogueMessages.images;
const WINE = '/bodegas/herran-de-abalos/e2e-vino-de-imagenes/';
const OLD = 'IMG2020';
const NEW = 'IMG2023';
const option = (referencia: string, anyada: number) => ({
  tienda: 'cellar',
  referencia,
  anyada,
  country: 'es',
  estado: 'selling',
  precio_sin_impuestos: 12,
  capacidad: '75',
});
const wine = {
  '@type': 'Producto',
  id: 'e2e-vino-de-imagenes',
  nombre: 'Vino de imágenes',
  tipo: '/vi',
  opciones: { [`${OLD}-cellar`]: option(OLD, 2020), [`${NEW}-cellar`]: option(NEW, 2023) },
};
const INVALID_NAME = 'Invalid image type "etiqueta". Must be one of these: anv800, rev800, art800, o4, o5';

let stage: Stage;
let admin: CellarClient;
let png: Buffer;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1000 } });
  admin = await apiAs(stage.backend);
  await admin.content.create('/bodegas/herran-de-abalos/', wine);
  png = await readFile(new URL('./fixtures/tiny.png', import.meta.url));
});
afterAll(closeSession);

const imagesUrl = (reference: string) => `/?path=${WINE}&tab=Product&menu=images&id_producto=${reference}`;
const slot = (page: Page, reference: string, name: string) =>
  page.getByRole('listitem', { name: `${reference} ${name}`, exact: true });
const preview = (page: Page, reference: string, name: string) =>
  slot(page, reference, name).getByRole('img', { name: `${reference} ${name}`, exact: true });
const errorsOf = (page: Page, reference: string) =>
  page.getByRole('alert', { name: `Image errors of ${reference}` }).getByRole('listitem');
const storedSlots = async (reference: string) =>
  Object.keys(
    (((await admin.content.get(WINE)).images ?? {}) as Record<string, Record<string, string>>)[reference] ??
      {},
  );
/** The preview has really been drawn: the browser decoded the bytes it was given. */
const drawn = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

/** The upload requests the page sends for this wine's slots. */
function uploadsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/@upload-image/')) sent.push(request.url());
  });
  return sent;
}

/** Drops files on an element as a file manager would: a `drop` carrying them in its DataTransfer. */
async function dropFiles(target: Locator, files: { name: string; type: string; bytes: Buffer }[]) {
  const transfer = await target.page().evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const file of list)
        data.items.add(
          new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, file),
        );
      return data;
    },
    files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString('base64') })),
  );
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

describe('the Images screen', () => {
  it('opens the card ?id_producto= names; an image uploaded to a slot and one dropped on it stay after a reload, and a delete too', async () => {
    const page = await stage.pageAs(EDITOR, imagesUrl(OLD));
    await page.getByText(words.appliesImmediately, { exact: true }).waitFor();
    const oldCard = page.getByRole('button', { name: `${OLD} · 2020 · 0.75 L` });
    const newCard = page.getByRole('button', { name: `${NEW} · 2023 · 0.75 L` });
    await expect.poll(() => oldCard.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => newCard.getAttribute('aria-expanded')).toBe('false');

    const upload = page.getByLabel(`Upload images to ${OLD} anv800`);
    await expect.poll(() => upload.isEnabled()).toBe(true);
    await slot(page, OLD, 'anv800')
      .locator('input[type="file"]')
      .setInputFiles({ name: `${OLD}_anv800.png`, mimeType: 'image/png', buffer: png });
    await expect.poll(() => drawn(preview(page, OLD, 'anv800'))).toBe(1);

    // Dropped on the anv800 slot, a file named for rev800 goes to rev800.
    await dropFiles(slot(page, OLD, 'anv800'), [
      { name: `${OLD}_rev800.png`, type: 'image/png', bytes: png },
    ]);
    await expect.poll(() => drawn(preview(page, OLD, 'rev800'))).toBe(1);
    expect(await storedSlots(OLD)).toEqual(['anv800', 'rev800']);
    // Applied at once, not a change of the Product form: leaving the tab asks nothing.
    await page.getByRole('tab', { name: 'SEO' }).click();
    await page.getByRole('tab', { name: 'SEO', selected: true }).waitFor();
    await page.goBack();
    await expect.poll(() => drawn(preview(page, OLD, 'anv800'))).toBe(1);

    await page.reload();
    await expect.poll(() => drawn(preview(page, OLD, 'anv800'))).toBe(1);
    await expect.poll(() => drawn(preview(page, OLD, 'rev800'))).toBe(1);
    await expect.poll(() => preview(page, OLD, 'art800').count()).toBe(0);

    // A delete asks first, naming the image (issue 25); refused, the image stays.
    const remove = page.getByRole('button', { name: `Delete image ${OLD} anv800` });
    const question = words.confirmDelete(`image ${OLD} anv800`);
    await expect.poll(() => remove.isEnabled()).toBe(true);
    await remove.click();
    await answerConfirmation(page, { title: 'Delete image', question, answer: 'Cancel' });
    expect(await storedSlots(OLD)).toEqual(['anv800', 'rev800']);
    await remove.click();
    await answerConfirmation(page, { title: 'Delete image', question, answer: 'Delete' });
    await toast(page, words.deleted).waitFor();
    await expect.poll(() => preview(page, OLD, 'anv800').count()).toBe(0);
    await page.reload();
    await expect.poll(() => drawn(preview(page, OLD, 'rev800'))).toBe(1);
    await expect.poll(() => preview(page, OLD, 'anv800').count()).toBe(0);
    await slot(page, OLD, 'anv800').getByText('No image', { exact: true }).waitFor();
    expect(await storedSlots(OLD)).toEqual(['rev800']);
  });

  it('refuses wrongly named files before sending them, in the words of §5', async () => {
    const page = await stage.pageAs(EDITOR, imagesUrl(NEW));
    const sent = uploadsSent(page);
    await expect.poll(() => page.getByLabel(`Upload images to ${NEW} o4`).isEnabled()).toBe(true);
    await slot(page, NEW, 'o4')
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'etiqueta.png', mimeType: 'image/png', buffer: png },
        { name: `${NEW}_anv800.jpg`, mimeType: 'image/jpeg', buffer: png },
      ]);
    await expect
      .poll(() => errorsOf(page, NEW).allTextContents())
      .toEqual([INVALID_NAME, 'Expected "png" extension for img anv800, got "jpg"']);
    expect(sent).toEqual([]);
    expect(await storedSlots(NEW)).toEqual([]);
  });

  it('has the backend refuse a wrong name sent raw, with the same words', async () => {
    const token = await createClient({ baseUrl: stage.backend.url }).session.login(EDITOR);
    const answer = await fetch(`${stage.backend.url}/db/guillotina${WINE}@upload-image/${NEW}/anv800`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'image/png',
        'x-upload-filename': 'etiqueta.png',
      },
      body: new Uint8Array(png),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(INVALID_NAME);
    expect(await storedSlots(NEW)).toEqual([]);
  });

  it('shows a viewer no upload or delete control', async () => {
    const page = await stage.pageAs(VIEWER, imagesUrl(OLD));
    await page.getByText(catalogueMessages.permissions.cannotModify, { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /^(Upload images to|Delete image) / }).count())
      .toBe(0);
    await expect.poll(() => page.locator('input[type="file"]').count()).toBe(0);
  });

  it("clears a card's errors when later files go through, and lets them be dismissed", async () => {
    const page = await stage.pageAs(EDITOR, imagesUrl(NEW));
    const input = slot(page, NEW, 'o4').locator('input[type="file"]');
    await expect.poll(() => page.getByLabel(`Upload images to ${NEW} o4`).isEnabled()).toBe(true);
    await input.setInputFiles({ name: 'etiqueta.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => errorsOf(page, NEW).allTextContents()).toEqual([INVALID_NAME]);
    // The next files go through: the box says nothing of the earlier ones any more.
    await input.setInputFiles({ name: `${NEW}_rev800.png`, mimeType: 'image/png', buffer: png });
    await expect.poll(() => drawn(preview(page, NEW, 'rev800'))).toBe(1);
    await expect.poll(() => errorsOf(page, NEW).count()).toBe(0);

    await input.setInputFiles({ name: 'etiqueta.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => errorsOf(page, NEW).allTextContents()).toEqual([INVALID_NAME]);
    await page.getByRole('button', { name: `Dismiss the image errors of ${NEW}` }).click();
    await expect.poll(() => page.getByRole('alert', { name: `Image errors of ${NEW}` }).count()).toBe(0);
  });
});
