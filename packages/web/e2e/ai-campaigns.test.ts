import type { CellarClient } from '@cellar/sdk';
import { commerceMessages, sanitizeCampaignName } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, dayIn, openStage, type Stage, toast } from './support';

const messages = commerceMessages.aiCampaign;
const LIST = '/content_ai/content_generated';
let stage: Stage;
let api: CellarClient;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'AI campaigns' }).getByRole('row').filter({ hasText: name });

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1600, height: 1000 }, path: LIST, copyWeb: true });
  api = await apiAs(stage.backend);
});
afterAll(closeSession);

describe('AI campaigns', () => {
  it('creates, edits, generates the feed of and imports a campaign', async () => {
    const page = await stage.pageAs();
    await heading(page, 'Content generated for AI').waitFor();
    await page.getByRole('link', { name: 'Add new content' }).click();
    await heading(page, 'Add new content').waitFor();

    // A name with ñ and punctuation: the warning while typing, the stripped name stored.
    const typed = 'Campaña Otoño, 2026!';
    const stored = sanitizeCampaignName(typed).value;
    await page.getByLabel('Campaign name').fill(typed);
    await page.getByText(messages.nameStripped('ñ , !')).waitFor();
    await page.getByLabel('Title').fill('Autumn reds');
    await page.getByLabel('Collection').check();
    await page.getByLabel('Description').fill('Reds for the autumn');
    await page.getByLabel('Start date').fill(dayIn(1));
    await page.getByLabel('End date').fill(dayIn(20));
    await page.getByLabel('Feature badge').fill('Sale');

    // No products yet: the spec's refusal under the products.
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText(messages.noProducts).first().waitFor();
    await page.getByRole('combobox', { name: 'Add a product' }).fill('HE10007');
    await page.getByRole('option', { name: /^HE10007\b/ }).click();
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByRole('list', { name: 'Promoted products' }).getByText('HE10007').waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await toast(page, commerceMessages.success.created).waitFor();
    await heading(page, 'Content generated for AI').waitFor();
    await row(page, stored).waitFor();
    const created = (await api.aiCampaigns.list()).items.find((item) => item.campaign_name === stored);
    expect(created).toMatchObject({
      title: 'Autumn reds',
      promoted_products: ['HE10007'],
      feed_generated: false,
    });
    const id = created?.id ?? 0;

    // Edit it, then see the change after a reload.
    await row(page, stored).getByRole('link', { name: stored }).click();
    await heading(page, 'Edit content').waitFor();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Autumn reds');
    await page.getByLabel('Title').fill('Late autumn reds');
    await page.getByLabel('Sin productos').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, commerceMessages.success.saved).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Late autumn reds');
    await expect.poll(() => page.getByLabel('Sin productos').isChecked()).toBe(true);

    // Generate its feed from the list.
    await page.goto(stage.backend.admin(LIST));
    await row(page, stored).getByText('sin productos').waitFor();
    await row(page, stored)
      .getByRole('checkbox', { name: `Select ${stored}` })
      .check();
    await page.getByRole('button', { name: 'Generate feed' }).click();
    await toast(page, commerceMessages.success.feedGenerated).waitFor();
    await row(page, stored).getByRole('cell', { name: 'yes', exact: true }).waitFor();
    expect((await api.aiCampaigns.get(id)).feed_generated).toBe(true);

    // Import it: the generated content shows.
    await page.getByRole('button', { name: 'Import feed' }).click();
    const imported = page.locator(`[data-imported="${id}"]`);
    await imported.getByText(`${stored}: Late autumn reds (Sale)`).waitFor();
  });

  it("says 'Error al generar el feed' and 'Error al importar el feed' when the calls fail", async () => {
    const page = await stage.pageAs(undefined, LIST);
    await heading(page, 'Content generated for AI').waitFor();
    const failed = {
      status: 500,
      contentType: 'application/json',
      body: '{"message":"down","type":"Error"}',
    };
    await page.route('**/@generate-feed-ai', (route) => route.fulfill(failed));
    await page.route('**/@generate-content-from-ai', (route) => route.fulfill(failed));
    const first = (await api.aiCampaigns.list()).items[0];
    await row(page, first?.campaign_name ?? '')
      .getByRole('checkbox', { name: `Select ${first?.campaign_name}` })
      .check();
    await page.getByRole('button', { name: 'Generate feed' }).click();
    await toast(page, messages.feedGenerationError).waitFor();
    await page.getByRole('button', { name: 'Import feed' }).click();
    await toast(page, messages.feedImportError).waitFor();
  });

  it('refuses a start in the past with the spec message', async () => {
    const page = await stage.pageAs(undefined, '/content_ai/add_new_content');
    await heading(page, 'Add new content').waitFor();
    await page.getByLabel('Campaign name').fill('Past');
    await page.getByLabel('Title').fill('Past');
    await page.getByLabel('Collection').check();
    await page.getByLabel('Sin productos').check();
    await page.getByLabel('Start date').fill(dayIn(-2));
    await page.getByLabel('End date').fill(dayIn(5));
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText(messages.expired).first().waitFor();
    expect((await api.aiCampaigns.list()).items.some((item) => item.campaign_name === 'Past')).toBe(false);
  });

  it('goes back to the list with the spec message when the campaign cannot be loaded', async () => {
    const page = await stage.pageAs(undefined, '/content_ai/edit_content/999999');
    await toast(page, messages.loadError).waitFor();
    await heading(page, 'Content generated for AI').waitFor();
    expect(new URL(page.url()).pathname).toBe('/-admin/content_ai/content_generated');
  });
});
