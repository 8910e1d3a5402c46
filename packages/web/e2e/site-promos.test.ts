import { type CellarClient, createPromosApi } from '@cellar/sdk';
import { madridEndOfDay, madridStartOfDay } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  closeSession,
  dayIn,
  EDITOR,
  editingLockHeld,
  openStage,
  type Stage,
  toastWith,
  VIEWER,
} from './support';

const { promos: messages } = siteMessages;
const PROMOS_URL = '/?path=/promos/&tab=Content';

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1100 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

/** The WCAG contrast ratio of two computed `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/\d+/g) ?? []).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const storedPromos = async () => (await createPromosApi(admin).get('/promos/')).promos;

/** The Content tab once the editing lock is held. */
async function openPromos(page: Page) {
  await editingLockHeld(page);
  return page.getByRole('list', { name: 'Promos' });
}

const TEXTS = {
  es: 'Semana del Rioja',
  it: 'Settimana del Rioja',
  fr: 'Semaine du Rioja',
  de: 'Rioja-Woche',
  en: 'Rioja week',
} as const;

describe('the Promos Content tab', () => {
  it('refuses a new promo missing a translation, then saves it with its Madrid dates, seen after a reload', async () => {
    const before = await storedPromos();
    const page = await stage.pageAs(EDITOR, PROMOS_URL);
    const list = await openPromos(page);
    await page.getByRole('button', { name: 'Add promo' }).click();
    const card = list.getByRole('listitem').first();
    await card.getByText('New', { exact: true }).waitFor();
    // §9 defaults of a new promo.
    expect(await card.getByLabel('Background colour', { exact: true }).inputValue()).toBe('#fbe89d');
    expect(await card.getByLabel('Display countdown').isChecked()).toBe(true);

    await card.getByLabel('Start (Madrid)').fill(dayIn(3));
    await card.getByLabel('End (Madrid, 23:59:59)').fill(dayIn(10));
    for (const language of ['es', 'it', 'fr', 'en'] as const)
      await card.getByLabel(`Text (${language})`).fill(TEXTS[language]);
    await card.getByLabel('Link (es)').fill('rioja/');
    await page.getByRole('button', { name: 'Save promos' }).click();
    const missing = messages.missingTranslation('de', TEXTS.es);
    await toastWith(page, missing).waitFor();
    await card.getByText(missing).waitFor();
    expect(await storedPromos()).toEqual(before);

    await card.getByLabel('Text (de)').fill(TEXTS.de);
    await page.getByRole('button', { name: 'Save promos' }).click();
    await toastWith(page, messages.saved).waitFor();
    const [saved] = await storedPromos();
    expect(saved).toMatchObject({
      date_start: madridStartOfDay(dayIn(3)).toISOString(),
      date_end: madridEndOfDay(dayIn(10)).toISOString(),
      bg_color: '#fbe89d',
      display_countdown: true,
      text: TEXTS,
      link: { es: '/rioja/' },
    });
    expect(saved?.isNew).toBeUndefined();

    await page.reload();
    const reloaded = (await openPromos(page)).getByRole('listitem').first();
    await reloaded.getByText(TEXTS.es, { exact: true }).first().waitFor();
    await expect.poll(() => reloaded.getByLabel('Start (Madrid)').inputValue()).toBe(dayIn(3));
    expect(await reloaded.getByLabel('End (Madrid, 23:59:59)').inputValue()).toBe(dayIn(10));
    expect(await reloaded.getByLabel('Link (es)').inputValue()).toBe('/rioja/');
    expect(await reloaded.getByText('New', { exact: true }).count()).toBe(0);
  });

  it("refuses a colour that is not #RRGGBB with 'The color ... doesn't exist'", async () => {
    const before = await storedPromos();
    const page = await stage.pageAs(EDITOR, PROMOS_URL);
    const list = await openPromos(page);
    const card = list.getByRole('listitem').last();
    await card.getByLabel('Background colour', { exact: true }).fill('yellow');
    await page.getByRole('button', { name: 'Save promos' }).click();
    const message = siteMessages.home.invalidColor('yellow');
    await card.getByText(message).waitFor();
    expect(await storedPromos()).toEqual(before);

    await card.getByLabel('Background colour', { exact: true }).fill('#336699');
    await card.getByLabel('Display countdown').uncheck();
    await page.getByRole('button', { name: 'Save promos' }).click();
    await toastWith(page, messages.saved).waitFor();
    expect((await storedPromos()).at(-1)).toMatchObject({ bg_color: '#336699', display_countdown: false });
  });

  it('removes a promo, gone after a reload', async () => {
    const page = await stage.pageAs(EDITOR, PROMOS_URL);
    const list = await openPromos(page);
    const title = 'Vendimia: 15% en vinos de la nueva añada';
    await list.getByRole('button', { name: `Remove promo ${title}` }).click();
    await page.getByRole('button', { name: 'Save promos' }).click();
    await toastWith(page, messages.saved).waitFor();
    expect((await storedPromos()).map((promo) => promo.id)).not.toContain('vendimia');
    await page.reload();
    const reloaded = await openPromos(page);
    await reloaded.getByRole('listitem').first().waitFor();
    expect(await reloaded.getByRole('heading', { name: title }).count()).toBe(0);
    expect(await reloaded.getByRole('heading').count()).toBe((await storedPromos()).length);
  });

  it("says 'There is an error on saving promos' when the save fails, keeping what was typed", async () => {
    const before = await storedPromos();
    const page = await stage.pageAs(EDITOR, PROMOS_URL);
    const list = await openPromos(page);
    await page.route(/\/db\/guillotina\/promos\/?$/, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The database is not answering', type: 'ServerError' }),
          })
        : route.continue(),
    );
    const card = list.getByRole('listitem').first();
    await card.getByLabel('Text (en)').fill('Changed, not saved');
    await page.getByRole('button', { name: 'Save promos' }).click();
    await toastWith(page, messages.saveError).waitFor();
    expect(await card.getByLabel('Text (en)').inputValue()).toBe('Changed, not saved');
    expect(await storedPromos()).toEqual(before);
  });

  it('shows the promos to the viewer with Save disabled', async () => {
    const page = await stage.pageAs(VIEWER, PROMOS_URL);
    await page.getByRole('list', { name: 'Promos' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('button', { name: 'Save promos' }).isDisabled()).toBe(true);
  });

  it('writes each promo preview in a colour that reads on its background (Black Friday: #1f1f1f)', async () => {
    const page = await stage.pageAs(VIEWER, PROMOS_URL);
    const card = page.getByRole('group', { name: /^Promo Black Friday/ });
    await card.waitFor();
    // The banner as the shop shows it, beside the fields (hidden from screen readers: the fields say it all).
    const preview = card
      .locator('div[aria-hidden="true"]')
      .filter({ hasText: 'Black Friday: hasta un 30% de descuento' });
    // Computed colours may be oklch: a canvas gives them as sRGB.
    const colours = await preview.evaluate((element) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      const rgb = (colour: string) => {
        if (!context) return '';
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
      };
      return [rgb(style.color), rgb(style.backgroundColor)];
    });
    expect(colours[1]).toBe('rgb(31, 31, 31)');
    expect(contrast(colours[0] ?? '', colours[1] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
