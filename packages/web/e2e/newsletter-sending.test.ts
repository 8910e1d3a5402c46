import type { CellarClient } from '@cellar/sdk';
import { siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, EDITOR, openStage, type Stage, toastWith, VIEWER } from './support';

const messages = siteMessages.newsletter;
const LIST = '/?path=/newsletters/';
const newsletterPage = (id: string) => `/?path=/newsletters/${id}/`;

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1000 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

const table = (page: Page) => page.getByRole('table', { name: 'Newsletters' });
/** The newsletter ids of the list's rows, in order. */
const shownIds = (page: Page) =>
  table(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td a')?.textContent ?? ''));
const header = (page: Page) => page.getByRole('region', { name: 'Newsletter status' });
const statusTag = (page: Page) => header(page).locator('[data-color]');

/** The configured shop of an id (the preview menu names its host). */
async function shopOf(id: string) {
  const { shops } = await admin.shops();
  const shop = shops.find((candidate) => candidate.id === id);
  if (!shop) throw new Error(`no ${id} shop`);
  return shop;
}

/** Opens the preview of `host` in `lang` from the newsletter header's Preview menu. */
async function openPreview(page: Page, host: string, lang: string) {
  await header(page).getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('menuitem', { name: `${host}, ${lang}` }).click();
  return page.frameLocator(`iframe[title="Newsletter preview ${host} ${lang}"]`);
}

describe('the newsletter list', () => {
  it('filters by status (kept in the URL over a reload), newest first, with the §9 colours and the Madrid date', async () => {
    const page = await stage.pageAs(undefined, LIST);
    await table(page).waitFor();
    expect((await shownIds(page)).slice(0, 2)).toEqual([
      '14_01_27_vinos-ecologicos',
      '7_01_27_rebajas-enero',
    ]);

    await page.getByLabel('Status').selectOption('verified');
    await expect.poll(() => shownIds(page)).toEqual(['3_12_26_regalos-navidad', '30_11_26_cyber-monday']);
    expect(page.url()).toContain('status=verified');
    expect(await table(page).locator('[data-color]').first().getAttribute('data-color')).toBe('success');

    await page.getByLabel('Status').selectOption('scheduled');
    const blackFriday = table(page).getByRole('row').filter({ hasText: '26_11_26_black-friday' });
    // schedule_at 2026-11-26T08:00Z is 09:00 in Madrid (UTC+1 in November).
    await blackFriday.getByText('26/11/26 - 09:00', { exact: true }).waitFor();
    expect(await blackFriday.locator('[data-color]').getAttribute('data-color')).toBe('primary');

    await page.reload();
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('scheduled');
    await table(page).getByRole('row').filter({ hasText: '26_11_26_black-friday' }).waitFor();
    expect(await table(page).getByText('30_11_26_cyber-monday').count()).toBe(0);

    await page.getByLabel('Status').selectOption('draft');
    const draft = table(page).getByRole('row').filter({ hasText: '10_12_26_packs-navidad' });
    expect(await draft.locator('[data-color]').getAttribute('data-color')).toBe('light');
    await draft.getByRole('link', { name: '10_12_26_packs-navidad' }).click();
    await statusTag(page).waitFor();
    expect(page.url()).toContain('path=/newsletters/10_12_26_packs-navidad/');
  });
});

describe('preview and test email', () => {
  it('previews a newsletter per shop domain and language, and sends a test email found in the outbox', async () => {
    const id = '3_09_26_vuelta-al-cole';
    const french = await shopOf('fr');
    const page = await stage.pageAs(undefined, newsletterPage(id));
    const frame = await openPreview(page, french.host, 'fr');
    await frame.getByRole('heading', { name: 'La rentrée avec un bon vin' }).waitFor();
    expect(await frame.locator('table').first().getAttribute('data-domain')).toBe(french.host);
    await page.keyboard.press('Escape');

    await header(page).getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('menuitem', { name: messages.sendTestEmail }).click();
    const dialog = page.getByRole('dialog', { name: messages.sendTestEmail });
    await dialog.getByLabel('Email', { exact: true }).fill('qa@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(siteMessages.testEmail.fillAllFields).first().waitFor();
    await dialog.getByLabel('Language', { exact: true }).selectOption('fr');
    await dialog.getByLabel('Country', { exact: true }).selectOption('fr');
    await dialog.getByLabel('Shop', { exact: true }).selectOption('fr');
    await dialog.getByLabel('Domain', { exact: true }).selectOption(french.host);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toastWith(page, siteMessages.testEmail.sent('qa@example.com')).waitFor();
    const [sent] = (await admin.newsletters.outbox({ kind: 'test', size: 1 })).items;
    expect(sent).toMatchObject({ recipient: 'qa@example.com', lang: 'fr', newsletter: `/newsletters/${id}` });
  });

  it("opens the same previews from the list's eye button", async () => {
    const id = '3_09_26_vuelta-al-cole';
    const german = await shopOf('de');
    const page = await stage.pageAs(undefined, LIST);
    await table(page)
      .getByRole('button', { name: `Preview ${id}` })
      .click();
    await page.getByRole('menuitem', { name: `${german.host}, de` }).click();
    const frame = page.frameLocator(`iframe[title="Newsletter preview ${german.host} de"]`);
    await frame.getByRole('heading', { name: 'Zurück in den Alltag mit gutem Wein' }).waitFor();
  });
});

describe('the preview menu, the previews and the test email as staff use them', () => {
  const id = '3_09_26_vuelta-al-cole';

  it.each([
    [1440, 900],
    [1366, 768],
  ])(
    'fits a %ix%i window: a group per shop, scrolling inside, Send a test email reachable',
    async (width, height) => {
      const { shops } = await admin.shops();
      const page = await stage.pageAs(undefined, newsletterPage(id));
      await page.setViewportSize({ width, height });
      await header(page).getByRole('button', { name: 'Preview' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const box = await menu.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(height);
      await expect
        .poll(() =>
          menu
            .getByRole('group')
            .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-labelledby'))),
        )
        .toHaveLength(shops.length);
      for (const shop of shops) {
        const group = menu.getByRole('group', { name: shop.host, exact: true });
        expect(await group.getByRole('menuitem').count()).toBe(5);
        await group.getByRole('menuitem', { name: `${shop.host}, ${shop.language}` }).waitFor();
      }
      // The last entries sit below the fold of the menu: it scrolls to them.
      const last = page.getByRole('menuitem', { name: messages.sendTestEmail });
      await last.scrollIntoViewIfNeeded();
      const seen = await last.boundingBox();
      expect(seen && seen.y + seen.height).toBeLessThanOrEqual(height);
      if (process.env.CELLAR_SHOTS)
        await page.screenshot({ path: `${process.env.CELLAR_SHOTS}/preview-menu-${width}.png` });
      await last.click();
      await page.getByRole('dialog', { name: messages.sendTestEmail }).waitFor();
    },
  );

  it('sends a test email from a preview, ready for its shop and language; says what is missing once and refuses what does not fit', async () => {
    const uk = await shopOf('uk');
    const page = await stage.pageAs(undefined, newsletterPage(id));
    await openPreview(page, uk.host, 'de');
    const preview = page.getByRole('dialog', { name: `Preview ${uk.host} (de)` });
    await preview.getByRole('button', { name: messages.sendTestEmail }).click();
    const dialog = page.getByRole('dialog', { name: messages.sendTestEmail });
    await expect.poll(() => dialog.getByLabel('Shop', { exact: true }).inputValue()).toBe('uk');
    expect(await dialog.getByLabel('Language', { exact: true }).inputValue()).toBe('de');
    expect(await dialog.getByLabel('Domain', { exact: true }).inputValue()).toBe(uk.host);
    expect(await dialog.getByLabel('Country', { exact: true }).inputValue()).toBe('uk');

    // Nothing in the email field: said once, however many fields are empty.
    await dialog.getByLabel('Domain', { exact: true }).selectOption('');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(siteMessages.testEmail.fillAllFields).first().waitFor();
    expect(await dialog.getByText(siteMessages.testEmail.fillAllFields).count()).toBe(1);

    // The French country and the Spanish domain are not the main shop's to send from.
    const spanish = await shopOf('cellar');
    await dialog.getByLabel('Email', { exact: true }).fill('qa@example.com');
    await dialog.getByLabel('Shop', { exact: true }).selectOption('cellar');
    await dialog.getByLabel('Country', { exact: true }).selectOption('fr');
    await dialog.getByLabel('Domain', { exact: true }).selectOption(uk.host);
    const before = (await admin.newsletters.outbox({ kind: 'test', size: 1 })).items[0]?.id;
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog
      .getByText(siteMessages.testEmail.countryNotOfShop('fr', 'cellar'), { exact: true })
      .waitFor();
    await dialog
      .getByText(siteMessages.testEmail.domainNotOfShop(uk.host, 'cellar'), { exact: true })
      .waitFor();
    expect((await admin.newsletters.outbox({ kind: 'test', size: 1 })).items[0]?.id).toBe(before);

    await dialog.getByLabel('Country', { exact: true }).selectOption('es');
    await dialog.getByLabel('Domain', { exact: true }).selectOption(spanish.host);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toastWith(page, siteMessages.testEmail.sent('qa@example.com')).waitFor();
  });

  it("shows the preview's images from this server and opens its links in a new tab", async () => {
    const spanish = await shopOf('cellar');
    const page = await stage.pageAs(undefined, newsletterPage(id));
    const frame = await openPreview(page, spanish.host, 'es');
    await frame.getByRole('heading', { name: 'Vuelta a la rutina con buen vino' }).waitFor();
    const sources = await frame
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src.startsWith(`${stage.backend.url}/`)).toBe(true);
    // Every image shows: the banner stored in the newsletter and each product's anv800.
    expect(sources).toContain(`${stage.backend.url}/images/LA10826/anv800.png`);
    expect(sources).toContain(`${stage.backend.url}/newsletters/${id}/banner.jpg`);
    await expect
      .poll(() =>
        frame
          .locator('img')
          .evaluateAll(
            (images) =>
              images.filter(
                (image) =>
                  !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0,
              ).length,
          ),
      )
      .toBe(0);
    // A tab of its own goes to the shop (the frame itself may not show another site).
    const shop = `https://${spanish.host}/ofertas/`;
    await page
      .context()
      .route(shop, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Ofertas</h1>' }));
    const popup = page.waitForEvent('popup');
    await frame.getByRole('link', { name: 'Ver todas las ofertas' }).click();
    const opened = await popup;
    await opened.getByRole('heading', { name: 'Ofertas' }).waitFor();
    expect(opened.url()).toBe(shop);
  });

  it('shows a preview and follows its link with nothing said in the console, no error and no warning', async () => {
    const spanish = await shopOf('cellar');
    const page = await stage.pageAs(undefined, newsletterPage(id));
    // What Chromium itself reports (a blocked frame, a refused script, a failed load) as well as the page's own logs.
    const said: string[] = [];
    const browser = await page.context().newCDPSession(page);
    browser.on('Log.entryAdded', ({ entry }) => said.push(`${entry.level} (${entry.source}): ${entry.text}`));
    await browser.send('Log.enable');
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        said.push(`${message.type()}: ${message.text()}`);
    });
    const frame = await openPreview(page, spanish.host, 'es');
    await frame.getByRole('heading', { name: 'Vuelta a la rutina con buen vino' }).waitFor();
    const shop = `https://${spanish.host}/ofertas/`;
    await page
      .context()
      .route(shop, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Ofertas</h1>' }));
    const popup = page.waitForEvent('popup');
    await frame.getByRole('link', { name: 'Ver todas las ofertas' }).click();
    await (await popup).getByRole('heading', { name: 'Ofertas' }).waitFor();
    const preview = page.getByRole('dialog', { name: `Preview ${spanish.host} (es)` });
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });
    expect(said).toEqual([]);
  });

  it('closes the preview with Escape pressed inside the email, and gives the focus back to the Preview button', async () => {
    const spanish = await shopOf('cellar');
    const page = await stage.pageAs(undefined, newsletterPage(id));
    const frame = await openPreview(page, spanish.host, 'es');
    const heading = frame.getByRole('heading', { name: 'Vuelta a la rutina con buen vino' });
    await heading.click();
    await page.keyboard.press('Escape');
    const preview = page.getByRole('dialog', { name: `Preview ${spanish.host} (es)` });
    await preview.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Preview');
  });

  it('names the progress counters and the audience source in words', async () => {
    const page = await stage.pageAs(undefined, newsletterPage(id));
    const progress = page.getByRole('region', { name: 'Sending progress' });
    await progress.waitFor();
    expect(await progress.locator('dt').allTextContents()).toEqual([
      'Sent',
      'Not sent',
      'Not rendered',
      'Pending',
      'Rendered',
      'Total',
    ]);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect
      .poll(() => page.getByTestId('audience-count').textContent())
      .toMatch(/^Audience: \d+ recipients?, from (the filters|the uploaded emails list)$/);
  });
});

describe('the newsletter status', () => {
  it('verifies a draft and takes it back to draft, each kept after a reload', async () => {
    const id = '22_12_26_ultimo-envio';
    const page = await stage.pageAs(EDITOR, newsletterPage(id));
    await header(page).getByRole('button', { name: 'Verify content' }).click();
    await toastWith(page, messages.verified).waitFor();
    await expect.poll(() => statusTag(page).textContent()).toBe('verified');
    await page.reload();
    await expect.poll(() => statusTag(page).textContent()).toBe('verified');
    expect((await admin.content.get(`/newsletters/${id}/`)).status).toBe('verified');

    await header(page).getByRole('button', { name: 'Back to draft' }).click();
    await expect.poll(() => statusTag(page).textContent()).toBe('draft');
    await page.reload();
    await expect.poll(() => statusTag(page).textContent()).toBe('draft');
  });

  it('verifies, then schedules to a small uploaded audience and watches the progress reach the total', async () => {
    const id = '17_12_26_burbujas-fin-de-ano';
    const emails = [
      'ana@example.com',
      'ben@example.com',
      'carla@example.com',
      'dan@example.com',
      'eva@example.com',
    ];
    await admin.content.patch(`/newsletters/${id}/`, {
      schedule_at: new Date(Date.now() + 3000).toISOString(),
      sendto: { langs: ['es'] },
    });
    await admin.newsletters.uploadAudienceEmails(`/newsletters/${id}/`, emails.join('\n'), 'audience.txt');
    const page = await stage.pageAs(EDITOR, newsletterPage(id));
    await header(page).getByRole('button', { name: 'Verify content' }).click();
    await expect.poll(() => statusTag(page).textContent()).toBe('verified');
    // Scheduled: 'Back to draft' is disabled, the progress shows and is polled until everyone is sent.
    await header(page).getByRole('button', { name: 'Schedule' }).click();
    await expect.poll(() => statusTag(page).textContent()).toBe('scheduled');
    expect(await header(page).getByRole('button', { name: 'Back to draft' }).isDisabled()).toBe(true);
    const progress = page.getByRole('region', { name: 'Sending progress' });
    expect(await progress.locator('[data-counter="total"]').textContent()).toBe('5');
    await expect
      .poll(() => progress.locator('[data-counter="sent"]').textContent(), { timeout: 20_000 })
      .toBe('5');
    expect(await progress.getByRole('progressbar').getAttribute('value')).toBe('5');
    expect(await progress.locator('[data-counter="pending"]').textContent()).toBe('0');
    const { items } = await admin.newsletters.outbox({ kind: 'newsletter', size: 10 });
    expect(items.map((item) => item.recipient).sort()).toEqual(emails);
  });

  it('offers the Brevo upload to the admin only: the editor does not see it', async () => {
    const id = '30_11_26_cyber-monday';
    const editorPage = await stage.pageAs(EDITOR, newsletterPage(id));
    await header(editorPage).getByRole('button', { name: 'Back to draft' }).waitFor();
    expect(await header(editorPage).getByRole('button', { name: 'Upload to Brevo' }).count()).toBe(0);
    // Scheduling without a date is refused: the spec's message, and why under the buttons.
    await header(editorPage).getByRole('button', { name: 'Schedule' }).click();
    await toastWith(editorPage, messages.statusError).waitFor();
    await header(editorPage).getByRole('alert').getByText(messages.scheduleDateMissing).waitFor();
    expect(await statusTag(editorPage).textContent()).toBe('verified');

    const adminPage = await stage.pageAs(undefined, newsletterPage(id));
    await header(adminPage).getByRole('button', { name: 'Upload to Brevo' }).click();
    await toastWith(adminPage, messages.uploadedToBrevo).waitFor();
    const [upload] = (await admin.newsletters.outbox({ kind: 'provider-upload', size: 1 })).items;
    expect(upload?.newsletter).toBe(`/newsletters/${id}`);
  });

  it('lets a viewer preview but neither change the status nor send a test email', async () => {
    const page = await stage.pageAs(VIEWER, newsletterPage('3_12_26_regalos-navidad'));
    await statusTag(page).waitFor();
    expect(
      await header(page)
        .getByRole('button', { name: /Verify content|Back to draft|Schedule/ })
        .count(),
    ).toBe(0);
    await header(page).getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem', { name: messages.sendTestEmail }).count()).toBe(0);
  });
});
