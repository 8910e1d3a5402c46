import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { commerceMessages } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { readLogs } from '../content/audit-log';
import { emptyDir, TEST_FIXTURES_DIR, testBackend } from '../test-support';

const BASE = '/db/guillotina';
// 2025-01-15 10:00 Madrid.
const start = Date.UTC(2025, 0, 15, 9, 0, 0);
const campaign = {
  campaign_name: 'Campaña: otoño!',
  title: 'Autumn reds',
  type: 'collection',
  description: 'Reds for autumn',
  start_date: '2025-01-15',
  end_date: '2025-01-31',
  feature_badge: 'Sale',
  promoted_products: ['HE10007'],
};

async function setup() {
  const backend = testBackend({ start });
  return { backend, admin: await backend.tokenFor('admin') };
}

describe('AI campaign views', () => {
  it('creates a campaign with the stripped name and its warning, audited, and lists it newest first', async () => {
    const { backend, admin } = await setup();
    const res = await backend.call('POST', `${BASE}/@new-content`, { token: admin, body: campaign });
    expect(res.status).toBe(201);
    const { campaign: created, warnings } = (await res.json()) as {
      campaign: { id: number; campaign_name: string; feed_generated: boolean };
      warnings: { path: string; message: string }[];
    };
    expect(created).toMatchObject({ campaign_name: 'Campaa otoo', feed_generated: false });
    expect(warnings).toEqual([
      { path: 'campaign_name', message: commerceMessages.aiCampaign.nameStripped('ñ : !') },
    ]);
    await backend.call('POST', `${BASE}/@new-content`, {
      token: admin,
      body: { ...campaign, campaign_name: 'Second', sin_productos: true, promoted_products: [] },
    });
    const list = (await (
      await backend.call('GET', `${BASE}/@get-content-generated`, { token: admin })
    ).json()) as {
      items: { campaign_name: string }[];
    };
    expect(list.items.map((item) => item.campaign_name)).toEqual(['Second', 'Campaa otoo']);
    const one = await backend.call('GET', `${BASE}/@get-content-generated?id=${created.id}`, {
      token: admin,
    });
    expect(await one.json()).toMatchObject({ id: created.id, title: 'Autumn reds' });
    expect(readLogs(backend.db, { path: `/ai-campaigns/${created.id}`, size: 5 }).logs[0]).toMatchObject({
      action: 'create',
      user: 'admin@example.com',
    });
  });

  it('refuses bad input in the spec words and writes nothing', async () => {
    const { backend, admin } = await setup();
    const past = await backend.call('POST', `${BASE}/@new-content`, {
      token: admin,
      body: { ...campaign, start_date: '2025-01-14' },
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      type: 'ValidationError',
      message: commerceMessages.aiCampaign.expired,
      details: [{ path: 'start_date', message: commerceMessages.aiCampaign.expired }],
    });
    const noProducts = await backend.call('POST', `${BASE}/@new-content`, {
      token: admin,
      body: { ...campaign, promoted_products: [] },
    });
    expect(((await noProducts.json()) as { message: string }).message).toBe(
      commerceMessages.aiCampaign.noProducts,
    );
    const list = await backend.call('GET', `${BASE}/@get-content-generated`, { token: admin });
    expect(((await list.json()) as { items_total: number }).items_total).toBe(0);
  });

  it('updates a campaign (its feed no longer generated), 404 for an unknown id, 400 for a bad one', async () => {
    const { backend, admin } = await setup();
    const created = (await (
      await backend.call('POST', `${BASE}/@new-content`, { token: admin, body: campaign })
    ).json()) as { campaign: { id: number } };
    const id = created.campaign.id;
    await backend.call('POST', `${BASE}/@generate-feed-ai`, { token: admin, body: { ids: [id] } });
    const res = await backend.call('PATCH', `${BASE}/@update-content/${id}`, {
      token: admin,
      body: { ...campaign, campaign_name: 'Edited', title: 'New title' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      campaign: {
        id,
        campaign_name: 'Edited',
        title: 'New title',
        feed_generated: false,
        generated_content: null,
      },
      warnings: [],
    });
    expect(
      (await backend.call('PATCH', `${BASE}/@update-content/999`, { token: admin, body: campaign })).status,
    ).toBe(404);
    expect(
      (await backend.call('PATCH', `${BASE}/@update-content/abc`, { token: admin, body: campaign })).status,
    ).toBe(400);
    expect(
      (await backend.call('GET', `${BASE}/@get-content-generated?id=999`, { token: admin })).status,
    ).toBe(404);
  });

  it('generates feeds deterministically, all or none, and imports the generated content', async () => {
    const { backend, admin } = await setup();
    const created = (await (
      await backend.call('POST', `${BASE}/@new-content`, { token: admin, body: campaign })
    ).json()) as { campaign: { id: number } };
    const id = created.campaign.id;
    const unknown = await backend.call('POST', `${BASE}/@generate-feed-ai`, {
      token: admin,
      body: { ids: [id, 999] },
    });
    expect(unknown.status).toBe(404);
    const empty = await backend.call('POST', `${BASE}/@generate-feed-ai`, {
      token: admin,
      body: { ids: [] },
    });
    expect(empty.status).toBe(400);
    const none = (await (
      await backend.call('GET', `${BASE}/@generate-content-from-ai`, { token: admin })
    ).json()) as {
      items: unknown[];
    };
    expect(none.items).toEqual([]);

    const res = await backend.call('POST', `${BASE}/@generate-feed-ai`, {
      token: admin,
      body: { ids: [id] },
    });
    expect(res.status).toBe(200);
    const generated = (await res.json()) as {
      items: { feed_generated: boolean; generated_content: { headline: string; body: string } }[];
    };
    expect(generated.items[0]).toMatchObject({
      feed_generated: true,
      generated_content: {
        headline: 'Autumn reds (Sale)',
        body: expect.stringContaining('Featuring HE10007.'),
      },
    });
    const imported = await backend.call('GET', `${BASE}/@generate-content-from-ai`, {
      token: admin,
      headers: { force: 'true' },
    });
    expect(await imported.json()).toEqual({
      items: [{ id, campaign_name: 'Campaa otoo', content: generated.items[0]?.generated_content }],
    });
  });

  it('lets the viewer read but not write', async () => {
    const { backend } = await setup();
    const viewer = await backend.tokenFor('viewer');
    expect((await backend.call('GET', `${BASE}/@get-content-generated`, { token: viewer })).status).toBe(200);
    expect(
      (await backend.call('POST', `${BASE}/@new-content`, { token: viewer, body: campaign })).status,
    ).toBe(403);
    expect(
      (
        await backend.call('GET', `${BASE}/@generate-content-from-ai`, {
          token: viewer,
          headers: { force: 'true' },
        })
      ).status,
    ).toBe(403);
  });

  it('loads the fixture campaigns once, dates shifted to today', async () => {
    const dir = emptyDir();
    copyFileSync(join(TEST_FIXTURES_DIR, 'accounts.json'), join(dir, 'accounts.json'));
    mkdirSync(join(dir, 'content-ai'));
    copyFileSync(
      new URL('../../../../fixtures/content-ai/campaigns.json', import.meta.url),
      join(dir, 'content-ai', 'campaigns.json'),
    );
    const backend = testBackend({ start, fixturesDir: dir });
    const admin = await backend.tokenFor('admin');
    const { items } = (await (
      await backend.call('GET', `${BASE}/@get-content-generated`, { token: admin })
    ).json()) as {
      items: { start_date: string; feed_generated: boolean }[];
    };
    expect(items).toHaveLength(3);
    // The first fixture starts 5 days before its base date and has its feed generated.
    expect(items[2]).toMatchObject({ start_date: '2025-01-10', feed_generated: true });
  });
});
