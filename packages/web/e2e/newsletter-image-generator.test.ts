import { IMAGE_GENERATOR_DEFAULTS, siteMessages } from '@cellar/validation/site';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, EDITOR, openStage, type Stage, toastWith } from './support';

// A draft fixture newsletter: its Content tab offers the image generator.
const CONTENT_URL = '/?path=/newsletters/7_01_27_rebajas-enero/&tab=Content';
const REFERENCE = 'HE10028';

let stage: Stage;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1100 } });
});
afterAll(closeSession);

async function openGenerator(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Image generator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image generator' });
  await dialog.waitFor();
  return dialog;
}

const canvasOf = (dialog: Locator) => dialog.getByRole('img', { name: 'Generated image' });
const pixels = (dialog: Locator) =>
  canvasOf(dialog).evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL('image/png'));

/** Waits for the canvas to differ from `before` and answers what it shows now. */
async function changedFrom(dialog: Locator, before: string): Promise<string> {
  await expect.poll(() => pixels(dialog)).not.toBe(before);
  return pixels(dialog);
}

async function pickProduct(dialog: Locator) {
  await dialog.getByPlaceholder('Reference, or part of the name to search').fill(REFERENCE);
  await dialog.getByRole('option', { name: new RegExp(REFERENCE) }).click();
  await dialog.getByText(`${REFERENCE} · Herrán de Ábalos Joven · Herrán de Ábalos`).waitFor();
  // Drawn once its image is decoded.
  await expect.poll(() => canvasOf(dialog).getAttribute('data-product')).toBe(REFERENCE);
}

const slide = async (dialog: Locator, label: RegExp, steps: number) => {
  const slider = dialog.getByLabel(label);
  await slider.focus();
  for (let step = 0; step < steps; step += 1) await slider.press('ArrowRight');
};

describe('the newsletter image generator', () => {
  it('draws a product with the ball, resets to the §9 defaults and remembers its settings', async () => {
    const page = await stage.pageAs(EDITOR, CONTENT_URL);
    let dialog = await openGenerator(page);

    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText(siteMessages.imageGenerator.noProduct).waitFor();

    const empty = await pixels(dialog);
    await pickProduct(dialog);
    const withProduct = await changedFrom(dialog, empty);

    await slide(dialog, /^Zoom/, 3);
    expect(await dialog.getByLabel(/^Zoom/).inputValue()).toBe('4');
    let current = await changedFrom(dialog, withProduct);
    await slide(dialog, /^Position/, 5);
    expect(await dialog.getByLabel(/^Position/).inputValue()).toBe('15');
    current = await changedFrom(dialog, current);
    await dialog.getByLabel('Corner').selectOption('bottom-left');
    current = await changedFrom(dialog, current);
    await dialog.getByRole('button', { name: 'Parker' }).click();
    expect(await dialog.getByLabel('Ball colour').inputValue()).toBe('#7b1e3a');
    current = await changedFrom(dialog, current);
    await dialog.getByLabel('Text', { exact: true }).fill('95 pts');
    current = await changedFrom(dialog, current);

    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => pixels(dialog)).toBe(withProduct);
    expect(await dialog.getByLabel(/^Zoom/).inputValue()).toBe(String(IMAGE_GENERATOR_DEFAULTS.zoom));
    expect(await dialog.getByLabel(/^Position/).inputValue()).toBe(String(IMAGE_GENERATOR_DEFAULTS.position));
    expect(await dialog.getByLabel('Corner').inputValue()).toBe(IMAGE_GENERATOR_DEFAULTS.corner);
    expect(await dialog.getByLabel('Text', { exact: true }).inputValue()).toBe(
      IMAGE_GENERATOR_DEFAULTS.ballText,
    );
    expect(await dialog.getByLabel('Background colour').inputValue()).toBe(IMAGE_GENERATOR_DEFAULTS.bgColor);

    // Settings kept in this browser: after closing, and after a reload.
    await dialog.getByRole('button', { name: 'Peñín' }).click();
    await dialog.getByLabel('Text', { exact: true }).fill('92');
    await dialog.getByLabel('Corner').selectOption('top-left');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    dialog = await openGenerator(page);
    expect(await dialog.getByLabel('Ball colour').inputValue()).toBe('#c8102e');
    expect(await dialog.getByLabel('Text', { exact: true }).inputValue()).toBe('92');
    expect(await dialog.getByLabel('Corner').inputValue()).toBe('top-left');
    expect(await dialog.getByRole('button', { name: 'Peñín' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('uploads the canvas into the newsletter as a 400x352 PNG named with the time, its path in the toast', async () => {
    const page = await stage.pageAs(EDITOR, CONTENT_URL);
    const dialog = await openGenerator(page);
    await pickProduct(dialog);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = /\/newsletters\/7_01_27_rebajas-enero\/newsletter-image-\d{8}-\d{6}-\d{3}\.png/;
    const message = toastWith(page, stored);
    await message.waitFor();
    const path = stored.exec((await message.textContent()) ?? '')?.[0];
    expect(path).toBeDefined();
    // Served by the backend where the section's image_src points, as the PNG drawn.
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, `${stage.backend.url}${path}`);
    expect(size).toEqual([400, 352]);
  });

  it('only uploads: the newsletter itself is not saved, whether the upload is refused or goes through', async () => {
    const page = await stage.pageAs(EDITOR, CONTENT_URL);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/newsletters/7_01_27_rebajas-enero'))
        saves.push(request.url());
    });
    const dialog = await openGenerator(page);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText(siteMessages.imageGenerator.noProduct).waitFor();
    await pickProduct(dialog);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toastWith(page, /newsletter-image-\d{8}-\d{6}-\d{3}\.png/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(saves).toEqual([]);
    expect(await toastWith(page, siteMessages.newsletter.saved).count()).toBe(0);
  });
});
