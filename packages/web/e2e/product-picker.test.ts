import type { CellarClient } from '@cellar/sdk';
import { productPickerMessages } from '@cellar/validation/catalogue';
import { homeSavedMessage } from '@cellar/validation/site';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  closeSession,
  EDITOR,
  editingLockHeld,
  expectNoAxeViolations,
  openStage,
  type Stage,
  toastWith,
} from './support';

// The product picker (issue 28): a home section's products picked by name with the keyboard, stored as the
// reference, and shown by name and thumbnail in the preview; a reference pasted that the catalogue lacks flagged.

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1600, height: 1100 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

const PATH = '/home/home-noviembre-2026';
// Mirabel Verdejo: the fixtures' LA10826 (2020), whose anv800 image they hold.
const NAME = 'Mirabel Verdejo';
const REFERENCE = 'LA10826';

interface StoredHome {
  date_start: string;
  sections: { key: string; reference?: string[] }[];
}
const storedHome = async () => (await admin.content.get(PATH)) as unknown as StoredHome;

async function openBanner(page: Page): Promise<Locator> {
  await editingLockHeld(page);
  const banner = page.getByRole('region', { name: 'Section 2: product-banner', exact: true });
  await banner.getByRole('button', { name: 'Edit' }).click();
  return banner;
}

/** The product-banner's preview: the list of its products by name and thumbnail. */
const previewProducts = (page: Page) =>
  page
    .getByRole('list', { name: 'Preview sections' })
    .getByRole('listitem', { name: '2. product-banner', exact: true })
    .getByRole('list', { name: 'Products' });

/** Whether the thumbnail of `reference` in `scope` is drawn (the image decoded, not a broken one). */
const thumbnailDrawn = (scope: Locator, reference: string) =>
  scope
    .locator(`img[src$="/images/${reference}/anv800.png"]`)
    .first()
    .evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)
    .catch(() => false);

describe('the product picker on a home section', () => {
  it('flags a pasted reference the catalogue lacks, picks a product by name with the arrows and Enter, stores its reference and previews its name and thumbnail', async () => {
    const before = await storedHome();
    expect(before.sections[1]?.key).toBe('product-banner');
    expect(before.sections[1]?.reference).not.toEqual([REFERENCE]);
    const page = await stage.pageAs(EDITOR, `/?path=${PATH}/&tab=Data`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const banner = await openBanner(page);
    const products = banner.getByRole('combobox', { name: 'Products', exact: true });

    // A reference pasted that no product holds: flagged at once, under the field and in its list.
    await products.fill('');
    await page.evaluate(() => navigator.clipboard.writeText('XX99999'));
    await products.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => products.inputValue()).toBe('XX99999');
    const unknown = productPickerMessages.unknownReference('XX99999');
    await banner.getByRole('status').getByText(unknown).waitFor();
    await banner.getByRole('list', { name: 'Products chosen' }).getByText(unknown).waitFor();
    expect(await products.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    // Typed by name: the options show name, vintage, format and thumbnail; the arrows reach it, Enter picks it.
    await products.fill('');
    await products.pressSequentially('Mirabel', { delay: 20 });
    const option = page.getByRole('option', { name: new RegExp(`^${REFERENCE} ${NAME} · 2020`) });
    await option.waitFor();
    await expect.poll(() => thumbnailDrawn(option, REFERENCE)).toBe(true);
    await expectNoAxeViolations(page);
    for (let step = 0; step < 15 && (await option.getAttribute('aria-selected')) !== 'true'; step++)
      await products.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await products.press('Enter');
    await expect.poll(() => products.inputValue()).toBe(`${REFERENCE}, `);
    await banner.getByRole('list', { name: 'Products chosen' }).getByText(NAME, { exact: false }).waitFor();
    // Escape closes the list and keeps what was picked.
    await products.pressSequentially('Mi', { delay: 20 });
    await page.getByRole('listbox').waitFor();
    await products.press('Escape');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await products.fill(`${REFERENCE}, `);

    await page.getByRole('button', { name: 'Save and Publish' }).click();
    await toastWith(page, homeSavedMessage(before.date_start)).waitFor();
    expect((await storedHome()).sections[1]?.reference).toEqual([REFERENCE]);

    await page.reload();
    await editingLockHeld(page);
    const preview = previewProducts(page);
    await preview.getByText(NAME, { exact: false }).waitFor();
    expect(await preview.getByText('Products:').count()).toBe(0);
    await expect.poll(() => thumbnailDrawn(preview, REFERENCE)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
