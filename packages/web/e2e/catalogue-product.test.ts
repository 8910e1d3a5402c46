import type { CellarClient } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { wineHref } from '@cellar/validation/commerce';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, EDITOR, openStage, type Stage, toastWith } from './support';

const WINE = '/bodegas/herran-de-abalos/herran-de-abalos-blanco-fermentado-en-barrica';
const COMPLEMENT = '/complementos/sacacorchos-de-camarero-profesional';
const GRAPE_MESSAGE = 'The percentage must be between 0 and 100';
const { labels, save } = catalogueMessages;

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1000 } });
  admin = await apiAs(stage.backend);
  // Stored (before any page locks the wine) with markup the page must never run.
  await admin.content.patch(WINE, {
    localized_text: {
      ...(await storedWine()).localized_text,
      de: { score: '<p>Gold 2024</p><img src="x" onerror="window.pwned = \'stored\'">' },
    },
  });
});
afterAll(closeSession);

const productUrl = (path: string, menu?: string) =>
  `/?path=${path}&tab=Product${menu ? `&menu=${menu}` : ''}`;

/** The rich text of a section in one language, once the editing lock lets it be typed in. */
async function richText(page: Page, name: string) {
  const box = page.getByRole('textbox', { name, exact: true });
  await expect.poll(() => box.getAttribute('contenteditable')).toBe('true');
  return box;
}

const grapePercentage = (page: Page, index: number) =>
  page.getByLabel(`Percentage of grape ${index}`, { exact: true });

/** The PATCH requests the page sends to `path`. */
function patchesTo(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === `/db/guillotina${path}`)
      sent.push(request);
  });
  return sent;
}

async function storedWine() {
  return (await admin.content.get(WINE)) as Record<string, unknown> & {
    localized_text?: Record<string, Record<string, string>>;
    tags_by_category?: { uva?: { id: string; otros_datos?: { porcentaje?: number } }[] };
  };
}

describe('the Product tab', () => {
  it('saves a section text typed in the rich text editor and a grape percentage, both there after a reload', async () => {
    const page = await stage.pageAs(EDITOR, productUrl(WINE, 'a_que_sabe'));
    const sections = page.getByRole('navigation', { name: 'Product sections' });
    await expect
      .poll(() => sections.getByRole('heading').allTextContents())
      .toEqual(['Product', 'Page sections', 'More']);
    await expect.poll(() => sections.getByRole('link').count()).toBe(12);

    const english = await richText(page, 'what does it taste like (en)');
    await english.click();
    await english.pressSequentially('Citrus and brioche');

    await sections.getByRole('link', { name: 'Product details' }).click();
    await grapePercentage(page, 1).fill('85');
    // The pickers list the zones (@list-id-zonas) and the grapes (@tags/uva) by their Spanish names.
    const grape = page.getByLabel('Grape 1', { exact: true });
    await expect.poll(() => grape.locator('option:checked').textContent()).toBe('Macabeo');
    const region = page.getByLabel('Region', { exact: true });
    await expect
      .poll(() => region.locator('option:checked').textContent())
      .toBe('Rioja Alavesa (subdivision)');
    await region.selectOption({ label: 'Rioja Alta (subdivision)' });

    // The save is held until 'Saving...' has been seen on the button.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/db/guillotina${WINE}`, async (route) => {
      if (route.request().method() === 'PATCH') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: labels.saveProduct }).click();
    await page.getByRole('button', { name: save.saving }).waitFor();
    release();
    await toastWith(page, save.saved).waitFor();
    await page.unroute(`**/db/guillotina${WINE}`);

    const stored = await storedWine();
    expect(stored.localized_text?.en?.a_que_sabe).toBe('<p>Citrus and brioche</p>');
    expect(stored.localized_text?.es?.description).toContain('Herrán de Ábalos Blanco');
    expect(stored.tags_by_category?.uva).toEqual([{ id: 'mac', otros_datos: { porcentaje: 85 } }]);
    expect(stored.region).toBe('/zonas/espana/rioja/rioja-alta');

    await page.reload();
    await expect.poll(() => grapePercentage(page, 1).inputValue()).toBe('85');
    await expect
      .poll(() => page.getByLabel('Region', { exact: true }).inputValue())
      .toBe('/zonas/espana/rioja/rioja-alta');
    await page
      .getByRole('navigation', { name: 'Product sections' })
      .getByRole('link', { name: 'what does it taste like' })
      .click();
    await expect
      .poll(async () => (await richText(page, 'what does it taste like (en)')).textContent())
      .toBe('Citrus and brioche');
  });

  it('refuses a grape at 101 with the message, sending nothing', async () => {
    const page = await stage.pageAs(EDITOR, productUrl(WINE, 'details'));
    const sent = patchesTo(page, WINE);
    const percentage = grapePercentage(page, 1);
    await percentage.waitFor();
    await expect.poll(() => percentage.isEditable()).toBe(true);
    await percentage.fill('101');
    await page.getByRole('button', { name: labels.saveProduct }).click();
    await page.getByText(GRAPE_MESSAGE, { exact: true }).waitFor();
    expect(await percentage.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
    await percentage.fill('90');
    await page.getByRole('button', { name: labels.saveProduct }).click();
    await toastWith(page, save.saved).waitFor();
    expect(sent).toHaveLength(1);
    expect((await storedWine()).tags_by_category?.uva?.[0]?.otros_datos?.porcentaje).toBe(90);
  });

  it("says 'Error saving. {message}' with the server's message when the save fails, keeping what was typed", async () => {
    const page = await stage.pageAs(EDITOR, productUrl(WINE, 'video'));
    const video = page.getByRole('textbox', { name: 'Product video', exact: true });
    await expect.poll(() => video.isEditable()).toBe(true);
    await video.fill('https://video.example/herran');
    await page.route(`**/db/guillotina${WINE}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The database is busy', type: 'ServiceUnavailable' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: labels.saveProduct }).click();
    await toastWith(page, save.error('The database is busy')).waitFor();
    expect(await video.inputValue()).toBe('https://video.example/herran');
    expect((await storedWine()).video ?? null).toBeNull();
  });

  it('sanitises pasted HTML before it is saved, and stored HTML before it is shown', async () => {
    const page = await stage.pageAs(EDITOR, productUrl(WINE, 'score'));
    const german = await richText(page, 'awards and ratings (de)');
    await expect.poll(() => german.textContent()).toBe('Gold 2024');
    expect(await german.locator('[onerror]').count()).toBe(0);

    const french = await richText(page, 'awards and ratings (fr)');
    await french.click();
    await french.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<div><p>Médaille d’or</p></div><script>window.pwned = "script"</script><img src="y" onerror="window.pwned = \'pasted\'">',
      );
      data.setData('text/plain', 'Médaille d’or');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => french.textContent()).toContain('Médaille d’or');
    await page.getByRole('button', { name: labels.saveProduct }).click();
    await toastWith(page, save.saved).waitFor();

    const saved = (await storedWine()).localized_text?.fr?.score ?? '';
    expect(saved).toContain('Médaille d’or');
    expect(saved).not.toMatch(/<script|onerror|<div/i);
    expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();
  });

  it("lists each shop's host under 'View product on', opening the wine's public page", async () => {
    const page = await stage.pageAs(EDITOR, productUrl(WINE));
    const { shops } = await admin.shops();
    await page
      .context()
      .route(/^https:\/\/[^/]+\.example\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>' }),
      );
    const trigger = page.getByRole('button', { name: labels.viewProductOn });
    await expect.poll(() => trigger.isEnabled()).toBe(true);
    await trigger.click();
    const entries = page.getByRole('menuitem');
    await expect.poll(() => entries.allTextContents()).toEqual(shops.map((shop) => shop.host));

    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      entries.filter({ hasText: shops[1]?.host ?? '' }).click(),
    ]);
    await expect
      .poll(() => opened.url())
      .toBe(`https://${shops[1]?.host}${wineHref(WINE.split('/').pop() ?? '')}`);
  });

  it('shows the note of the old back-office on a complement', async () => {
    const page = await stage.pageAs(EDITOR, `/?path=${COMPLEMENT}`);
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Complements');
    await page.getByRole('note').getByText(catalogueMessages.product.complementsNote).waitFor();
    expect(await page.getByRole('tab', { name: 'Product', exact: true }).count()).toBe(0);
  });
});
