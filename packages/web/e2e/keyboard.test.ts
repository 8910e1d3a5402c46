import { catalogueMessages } from '@cellar/validation/catalogue';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, dayIn, openStage, type Stage, toast } from './support';

// Keyboard-only use: the skip link past the sidebar, and the focus kept where the user was when a drawer, a dialog
// or the palette closes and when a save disables its button.

let stage: Stage;
let product: { nombre: string };

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 900 }, copyWeb: true });
  const api = await apiAs(stage.backend);
  const [first] = await api.erp.graphql.searchProducts('a');
  if (!first) throw new Error('the fixtures have no product');
  product = first;
});
afterAll(closeSession);

/** Whether `locator` has the focus. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** The tag of the focused element ('BODY' when focus was dropped). */
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

describe('the skip link', () => {
  it('is the first Tab stop, shows when focused, and Enter moves the focus into main', async () => {
    const page = await stage.pageAs(undefined, '/offers');
    await page.locator('tr[data-offer-id]').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await focused(skip)).toBe(true);
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    // The next Tab is on the screen, not in the sidebar.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });
});

describe('closing the Add offer drawer gives the focus back to Add offer', () => {
  const openDrawer = async (page: Page) => {
    const add = page.getByRole('button', { name: 'Add offer' });
    await add.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Add offer' });
    await drawer.waitFor();
    return { add, drawer };
  };

  it('after Escape, Cancel and a successful Create', async () => {
    const page = await stage.pageAs(undefined, '/offers');
    await page.locator('tr[data-offer-id]').first().waitFor();

    let { add, drawer } = await openDrawer(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => focused(add)).toBe(true);

    ({ add, drawer } = await openDrawer(page));
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => focused(add)).toBe(true);

    ({ add, drawer } = await openDrawer(page));
    await drawer.getByLabel('Product').fill(product.nombre.slice(0, 6));
    await drawer.getByRole('option').first().click();
    await drawer.getByLabel('From', { exact: true }).fill(dayIn(500));
    await drawer.getByLabel('To', { exact: true }).fill(dayIn(510));
    await drawer.getByLabel('Discount (%)').fill('15');
    await drawer.getByRole('button', { name: 'Create' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, commerceMessages.success.created).waitFor();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => focused(add)).toBe(true);
  });
});

describe('the command palette', () => {
  it('gives the focus back on Escape, opened by Ctrl+K or by its button', async () => {
    const page = await stage.pageAs(undefined, '/offers');
    const add = page.getByRole('button', { name: 'Add offer' });
    await add.focus();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
    await expect.poll(() => focused(add)).toBe(true);

    const button = page.getByRole('button', { name: 'Open command palette Ctrl K' });
    await button.focus();
    await page.keyboard.press('Enter');
    await palette.waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
    await expect.poll(() => focused(button)).toBe(true);
  });

  it('shows a focus ring on its search box', async () => {
    const page = await stage.pageAs(undefined, '/offers');
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
    await expect.poll(() => focused(search)).toBe(true);
    const outline = await search.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThan(0);
  });
});

/** Whether an enabled element of the SEO form, or the form itself, has the focus. */
const focusedInForm = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.closest('form[aria-label="SEO"]') != null && !active.matches(':disabled');
  });

describe('saving the SEO tab', () => {
  it('keeps the focus in its form, not on the page', async () => {
    const page = await stage.pageAs(undefined, '/?path=/bodegas/herran-de-abalos/&tab=SEO');
    const title = page.getByLabel('Title (en)');
    await title.waitFor();
    await expect.poll(() => title.getAttribute('readonly')).toBeNull();
    await title.fill('Herrán de Ábalos, the winery');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.focus();
    await page.keyboard.press('Enter');
    await toast(page, catalogueMessages.seo.saved).waitFor();
    // Nothing left to save: Save is disabled, and the focus it had stays in the form.
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect.poll(() => focusedInForm(page)).toBe(true);
    expect(await focusedTag(page)).not.toBe('BODY');
    // Tab goes on from there, into the form's fields.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedInForm(page)).toBe(true);
  });
});
