import { madridDay } from '@cellar/validation';
import { commerceMessages } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { contractBackend } from './contract-test-support';
import { createClient } from './create-client';
import { isForbidden, isNotFound, isValidationError } from './errors';

// The SDK's AI campaign calls against the reference backend, in process, with the real fixtures.
const { client } = contractBackend();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const DAY_MS = 86_400_000;
const today = madridDay(Date.now());
const later = madridDay(Date.now() + 10 * DAY_MS);
const input = {
  campaign_name: 'Otoño, 2026!',
  title: 'Autumn',
  type: 'collection' as const,
  start_date: today,
  end_date: later,
  promoted_products: ['HE10007'],
};

describe('client.aiCampaigns', () => {
  it('lists the fixture campaigns newest first', async () => {
    const { items, items_total } = await client('viewer').aiCampaigns.list();
    expect(items_total).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const ids = items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('creates, reads and updates a campaign; the name stripped with a warning', async () => {
    const api = client('editor').aiCampaigns;
    const { campaign, warnings } = await api.create(input);
    expect(campaign.campaign_name).toBe('Otoo 2026');
    expect(warnings).toEqual([
      { path: 'campaign_name', message: commerceMessages.aiCampaign.nameStripped('ñ , !') },
    ]);
    expect(await api.get(campaign.id)).toEqual(campaign);
    const updated = await api.update(campaign.id, { ...input, title: 'Late autumn', sin_productos: true });
    expect(updated.campaign).toMatchObject({
      title: 'Late autumn',
      sin_productos: true,
      promoted_products: [],
    });
  });

  it('reads one campaign from a server that ignores ?id= and answers the list (the spec names only the list)', async () => {
    const { items } = await client('viewer').aiCampaigns.list();
    const [first, second] = items;
    if (!first || !second) throw new Error('two fixture campaigns expected');
    const listOnly = createClient({
      baseUrl: 'http://guillotina.test',
      fetch: async () =>
        new Response(JSON.stringify({ items, items_total: items.length }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    }).aiCampaigns;
    expect(await listOnly.get(second.id)).toEqual(second);
    expect(isNotFound(await failure(listOnly.get(999_999)))).toBe(true);
  });

  it('refuses a past start, missing products, an unknown id and a viewer', async () => {
    const api = client('admin').aiCampaigns;
    const past = await failure(api.create({ ...input, start_date: madridDay(Date.now() - 2 * DAY_MS) }));
    expect(isValidationError(past) && past.body.details).toEqual([
      { path: 'start_date', message: commerceMessages.aiCampaign.expired },
    ]);
    const noProducts = await failure(api.create({ ...input, promoted_products: [] }));
    expect(isValidationError(noProducts) && noProducts.message).toBe(commerceMessages.aiCampaign.noProducts);
    expect(isNotFound(await failure(api.get(999_999)))).toBe(true);
    expect(isNotFound(await failure(api.update(999_999, input)))).toBe(true);
    expect(isNotFound(await failure(api.generateFeed([999_999])))).toBe(true);
    expect(isForbidden(await failure(client('viewer').aiCampaigns.create(input)))).toBe(true);
    expect(isForbidden(await failure(client('viewer').aiCampaigns.generateFeed([1])))).toBe(true);
    expect(isForbidden(await failure(client('viewer').aiCampaigns.update(1, input)))).toBe(true);
    expect(isForbidden(await failure(client('viewer').aiCampaigns.importFeed({ force: true })))).toBe(true);
    const noTitle = await failure(api.update(1, { ...input, title: '' }));
    expect(isValidationError(noTitle) && noTitle.body.details).toEqual([
      { path: 'title', message: 'Please input the title' },
    ]);
    const noIds = await failure(api.generateFeed([]));
    expect(isValidationError(noIds) && noIds.message).toBe('Please input the ids');
  });

  it('generates a feed and imports the generated content', async () => {
    const api = client('admin').aiCampaigns;
    const { campaign } = await api.create({ ...input, campaign_name: 'Feed', feature_badge: 'New' });
    const { items } = await api.generateFeed([campaign.id]);
    expect(items[0]).toMatchObject({ id: campaign.id, feed_generated: true });
    expect(items[0]?.generated_content?.headline).toBe('Autumn (New)');
    const imported = await api.importFeed({ force: true });
    expect(imported.items).toContainEqual({
      id: campaign.id,
      campaign_name: 'Feed',
      content: items[0]?.generated_content,
    });
    expect((await api.importFeed()).items.map((item) => item.id)).toContain(campaign.id);
  });
});
