import type { CellarClient } from '@cellar/sdk';
import { catalogueMessages, PACK_IMAGE_SIZE } from '@cellar/validation/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  closeSession,
  EDITOR,
  editingLockHeld,
  openStage,
  type Stage,
  toastWith,
  VIEWER,
} from './support';

/** A fixture pack of two products, 15 % off, available, on public sale, without an image. */
const PACK = '/packs/pack-grandes-de-toscana';
const { pack: packMessages, save, labels } = catalogueMessages;

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1100 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

const packUrl = `/?path=${PACK}&tab=Pack`;

interface StoredPack {
  pack_descatalogado?: boolean;
  descuento_del_pack?: number;
  contenido_del_pack?: Record<string, { cantidad: number; orden: number; regalo: boolean }>;
  opciones?: Record<string, { otros?: { solo_venta_privada?: boolean } }>;
  pack_image?: unknown;
}
const storedPack = async () => (await admin.content.get(PACK)) as StoredPack;

/** The Pack tab once the editing lock is held. */
async function openPack(page: Page) {
  await editingLockHeld(page);
  return page.getByRole('table', { name: 'Pack products' });
}

describe('the Pack tab', () => {
  it('toggles the availability of the pack, kept after a reload', async () => {
    const page = await stage.pageAs(EDITOR, packUrl);
    await openPack(page);
    const availability = page.getByRole('region', { name: 'Availability' });
    await availability.getByText('This pack is available.').waitFor();
    await availability.getByRole('button', { name: 'Descatalogue pack' }).click();
    await toastWith(page, packMessages.descatalogued).waitFor();
    await expect.poll(async () => (await storedPack()).pack_descatalogado).toBe(true);

    await page.reload();
    await openPack(page);
    await availability.getByText('This pack is descatalogued.').waitFor();
    await availability.getByRole('button', { name: 'Make pack available' }).click();
    await toastWith(page, packMessages.available).waitFor();
    await expect.poll(async () => (await storedPack()).pack_descatalogado).toBe(false);
  });

  it('resets the discount to 0 and disables it when a product becomes a gift, and saves a quantity', async () => {
    const page = await stage.pageAs(EDITOR, packUrl);
    const table = await openPack(page);
    const discount = page.getByLabel('Discount (%)', { exact: true });
    await expect.poll(() => discount.inputValue()).toBe('15');
    await discount.fill('20');

    const gift = table.getByRole('checkbox', { name: 'Gift: CL11106' });
    await gift.check();
    await expect.poll(() => discount.inputValue()).toBe('0');
    await expect.poll(() => discount.isDisabled()).toBe(true);

    await table.getByLabel('Quantity of DO12821', { exact: true }).fill('4');
    await page.getByRole('button', { name: labels.savePack }).click();
    await toastWith(page, save.saved).waitFor();
    const stored = await storedPack();
    expect(stored.descuento_del_pack).toBe(0);
    expect(stored.contenido_del_pack?.DO12821?.cantidad).toBe(4);
    expect(stored.contenido_del_pack?.CL11106?.regalo).toBe(true);

    await page.reload();
    const reloaded = await openPack(page);
    await expect
      .poll(() => reloaded.getByLabel('Quantity of DO12821', { exact: true }).inputValue())
      .toBe('4');
    await expect.poll(() => reloaded.getByRole('checkbox', { name: 'Gift: CL11106' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByLabel('Discount (%)', { exact: true }).isDisabled()).toBe(true);
  });

  it('refuses a row without a product, then adds one found by the product search', async () => {
    const { items } = await admin.catalogue.searchProducts({ nombre: 'herran', size: 5 });
    const inPack = Object.keys((await storedPack()).contenido_del_pack ?? {});
    const reference = items
      .flatMap((item) => item.references)
      .find((candidate) => !inPack.includes(candidate.referencia));
    if (!reference) throw new Error('no wine of Herrán de Ábalos outside the pack in the fixtures');

    const page = await stage.pageAs(EDITOR, packUrl);
    const table = await openPack(page);
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByRole('button', { name: labels.savePack }).click();
    await toastWith(page, packMessages.missingProduct).waitFor();
    await table.getByText(packMessages.missingProduct).waitFor();

    const search = table.getByRole('combobox');
    await search.fill(reference.referencia);
    await page.getByRole('option', { name: new RegExp(`^${reference.referencia}`) }).click();
    await table.getByText(reference.referencia, { exact: true }).waitFor();
    await page.getByRole('button', { name: labels.savePack }).click();
    await toastWith(page, save.saved).waitFor();
    await expect
      .poll(async () => (await storedPack()).contenido_del_pack?.[reference.referencia])
      .toEqual({ cantidad: 1, orden: 2, regalo: false });

    await page.reload();
    const reloaded = await openPack(page);
    await reloaded.getByText(reference.referencia, { exact: true }).waitFor();
  });

  it("suggests the products named as typed first: 'Reserva' before the fuzzy 'Riserva' (issue 25)", async () => {
    const page = await stage.pageAs(EDITOR, packUrl);
    const table = await openPack(page);
    await page.getByRole('button', { name: 'Add product' }).click();
    await table.getByRole('combobox').fill('Reserva');
    const options = page.getByRole('option');
    await options.first().waitFor();
    const names = await options.allTextContents();
    const exact = names.map((name) => /\bReserva\b/.test(name));
    expect(exact[0]).toBe(true);
    // Every exact one comes before the first that is not.
    const firstOther = exact.indexOf(false);
    if (firstOther !== -1) expect(exact.slice(firstOther)).not.toContain(true);
  });

  it('generates the pack image and shows it', async () => {
    expect((await storedPack()).pack_image ?? null).toBeNull();
    const page = await stage.pageAs(EDITOR, packUrl);
    await openPack(page);
    const section = page.getByRole('region', { name: 'Pack image' });
    await section.getByText('This pack has no image yet.').waitFor();
    await section.getByRole('button', { name: 'Generate image' }).click();
    await toastWith(page, packMessages.imageGenerated).waitFor();
    const image = section.getByRole('img', { name: 'Pack image' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
      .toBe(`${PACK_IMAGE_SIZE.width}x${PACK_IMAGE_SIZE.height}`);
    expect((await storedPack()).pack_image).toBeTruthy();
  });

  it('refuses an image of the wrong size before sending it, and uploads a png of 453x290', async () => {
    const page = await stage.pageAs(EDITOR, packUrl);
    await openPack(page);
    const pngOf = (width: number, height: number) =>
      page.evaluate(
        async ([w, h]) => {
          const canvas = new OffscreenCanvas(w, h);
          const context = canvas.getContext('2d');
          if (context) {
            context.fillStyle = '#7a1f2b';
            context.fillRect(0, 0, w, h);
          }
          const blob = await canvas.convertToBlob({ type: 'image/png' });
          return Array.from(new Uint8Array(await blob.arrayBuffer()));
        },
        [width, height] as const,
      );
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('@upload/pack_image')) uploads.push(request.url());
    });
    const fileInput = page.locator('input[type=file][aria-label="Upload image"]');
    const before = (await storedPack()).pack_image;

    await fileInput.setInputFiles({
      name: 'pack.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await pngOf(100, 50)),
    });
    await toastWith(page, 'Image size must be 453x290 instead of 100x50').waitFor();
    expect(uploads).toEqual([]);

    const { width, height } = PACK_IMAGE_SIZE;
    await fileInput.setInputFiles({
      name: 'pack.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await pngOf(width, height)),
    });
    await toastWith(page, packMessages.imageUploaded).waitFor();
    expect(uploads).toHaveLength(1);
    await expect
      .poll(async () => JSON.stringify((await storedPack()).pack_image))
      .not.toBe(JSON.stringify(before));
    const image = page.getByRole('region', { name: 'Pack image' }).getByRole('img', { name: 'Pack image' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width);
  });

  it('switches the pack to private sale with Update State', async () => {
    const page = await stage.pageAs(EDITOR, packUrl);
    await openPack(page);
    const mode = page.getByRole('region', { name: 'Sale mode' });
    await expect.poll(() => mode.getByRole('radio', { name: 'Public sale' }).isChecked()).toBe(true);
    await mode.getByRole('radio', { name: 'Private sale' }).check();
    await mode.getByRole('button', { name: labels.updateState }).click();
    await toastWith(page, packMessages.privateSaleChanged).waitFor();
    await expect
      .poll(async () =>
        Object.values((await storedPack()).opciones ?? {}).every(
          (option) => option.otros?.solo_venta_privada,
        ),
      )
      .toBe(true);
    await page.reload();
    await openPack(page);
    await expect.poll(() => mode.getByRole('radio', { name: 'Private sale' }).isChecked()).toBe(true);
  });

  it('tells a user without ModifyContent that the content cannot be modified', async () => {
    const page = await stage.pageAs(VIEWER, packUrl);
    await page.getByRole('alert').filter({ hasText: catalogueMessages.permissions.cannotModify }).waitFor();
    expect(await page.getByRole('button', { name: labels.savePack }).count()).toBe(0);
  });
});
