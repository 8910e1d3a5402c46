import type { CellarClient } from '@cellar/sdk';
import { formatInMadrid } from '@cellar/validation';
import { buildNewsletterId, siteMessages } from '@cellar/validation/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, EDITOR, openStage, type Stage, toastWith } from './support';

const messages = siteMessages.newsletter;
const AUDIENCE = ['lucia@example.com', 'marco@example.com', 'nina@example.com'];

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1600, height: 1200 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

// Issue 13's "done when": one newsletter from its creation to fully sent, every step in the admin as staff do it.
describe('a newsletter from creation to fully sent', () => {
  it('is created, written, given an audience and a date, verified, scheduled, and sent to everyone', async () => {
    const page = await stage.pageAs(EDITOR, '/?path=/newsletters/');

    // Created from the list's Add menu.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Newsletter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Newsletter' });
    await dialog.getByLabel('Id').fill('Viaje completo');
    await dialog.getByLabel('Campaign name').fill('Viaje completo');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toastWith(page, messages.created).waitFor();
    const path = `/newsletters/${buildNewsletterId(new Date(), 'Viaje completo')}/`;

    // Content: the subject in every language (translated from Spanish) and a title, saved.
    await page.goto(stage.backend.admin(`/?path=${path}&tab=Content`));
    await page.getByRole('button', { name: 'Add section' }).waitFor();
    await page.getByLabel('Subject (es)').fill('Un viaje completo');
    await page.getByRole('button', { name: 'Translate subject from Spanish' }).click();
    await toastWith(page, messages.translationsUpdated).waitFor();
    await expect.poll(() => page.getByText(/The subject is missing in/).count()).toBe(0);
    await page.getByLabel('Section type').selectOption({ label: 'Title' });
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('region', { name: 'Section 1: Title', exact: true }).waitFor();
    // The shipping offers of one transport of the shared list.
    await page.getByLabel('Shipping discount (seu)').selectOption('dtp');
    await page
      .getByRole('group', { name: 'Initial banner (seu)' })
      .getByRole('checkbox', { name: 'prod_disc' })
      .check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, messages.saved).waitFor();
    expect(await admin.content.get(path)).toMatchObject({
      active_shipping_discount: { seu: 'dtp' },
      initial_banner: { seu: ['prod_disc'] },
      contenido: [{ id_tipo: 'h1' }],
    });
    await page.reload();
    await expect.poll(() => page.getByLabel('Shipping discount (seu)').inputValue()).toBe('dtp');

    // Schedule: an uploaded list of three, and a date already reached (Madrid time).
    await page.getByRole('tab', { name: 'Schedule' }).click();
    const schedule = page.getByRole('form', { name: 'Schedule' });
    await expect.poll(() => page.getByLabel('Emails list (.txt, one email per line)').isEnabled()).toBe(true);
    await page.getByLabel('Emails list (.txt, one email per line)').setInputFiles({
      name: 'audience.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${AUDIENCE.join('\n')}\n`),
    });
    await expect
      .poll(() => page.getByTestId('audience-count').textContent())
      .toBe('Audience: 3 recipients, from the uploaded emails list');
    const now = formatInMadrid(new Date(Date.now() - 60_000), "yyyy-MM-dd'T'HH:mm");
    await schedule.getByLabel('Scheduled at', { exact: true }).fill(now);
    await expect
      .poll(async () => ((await admin.content.get(path)) as { schedule_at?: string }).schedule_at)
      .toBeTruthy();

    // Verified, then scheduled from the header; the progress bar reaches the total.
    const header = page.getByRole('region', { name: 'Newsletter status' });
    await header.getByRole('button', { name: 'Verify content' }).click();
    await expect.poll(() => header.locator('[data-color]').textContent()).toBe('verified');
    await header.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => header.locator('[data-color]').textContent()).toBe('scheduled');
    const progress = page.getByRole('region', { name: 'Sending progress' });
    expect(await progress.locator('[data-counter="total"]').textContent()).toBe('3');
    await expect
      .poll(() => progress.locator('[data-counter="sent"]').textContent(), { timeout: 20_000 })
      .toBe('3');

    // What was sent: one email to each of the three, in the outbox, never twice.
    const { items } = await admin.newsletters.outbox({ kind: 'newsletter', size: 50 });
    const sent = items.filter((item) => item.newsletter === path.replace(/\/$/, ''));
    expect(sent.map((item) => item.recipient).sort()).toEqual(AUDIENCE);
    expect(await admin.newsletters.progress(path)).toMatchObject({ sent: 3, pending: 0, total: 3 });
  });
});
