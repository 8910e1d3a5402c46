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
    const { shops } = await admin.shops();
    const french = shops.find((shop) => shop.id === 'fr');
    if (!french) throw new Error('no French shop');
    const page = await stage.pageAs(undefined, newsletterPage(id));
    await header(page).getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('menuitem', { name: `${french.host} (fr)` }).click();
    const frame = page.frameLocator(`iframe[title="Newsletter preview ${french.host} fr"]`);
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
    const { shops } = await admin.shops();
    const german = shops.find((shop) => shop.id === 'de');
    if (!german) throw new Error('no German shop');
    const page = await stage.pageAs(undefined, LIST);
    await table(page)
      .getByRole('button', { name: `Preview ${id}` })
      .click();
    await page.getByRole('menuitem', { name: `${german.host} (de)` }).click();
    const frame = page.frameLocator(`iframe[title="Newsletter preview ${german.host} de"]`);
    await frame.getByRole('heading', { name: 'Zurück in den Alltag mit gutem Wein' }).waitFor();
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
