import type { components, paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import {
  type AiCampaignImport,
  type AiCampaignList,
  type AiCampaignRecord,
  type AiCampaignSaved,
  aiCampaignFeedSchema,
  aiCampaignImportSchema,
  aiCampaignListSchema,
  aiCampaignSavedSchema,
  aiCampaignSchema,
} from './ai-campaign-schemas';
import { NotFoundError } from './errors';
import { request } from './request';

/** The body of {@link AiCampaignApi.create} and {@link AiCampaignApi.update}: the form (`validateAiCampaign`). */
export type AiCampaignInput = components['schemas']['AiCampaignInput'];

/**
 * `client.aiCampaigns`: the AI campaign calls of commerce-operations §7 "Content API, AI campaigns"
 * (`/db/guillotina`). Failures are the SDK's typed errors: `ValidationError` (400, the §5 messages at their fields
 * in `body.details`), `ForbiddenError` without ModifyContent for a write, `NotFoundError` for an unknown id.
 * Loaded on its first call.
 *
 * @example
 * const { items } = await client.aiCampaigns.list();
 */
export function createAiCampaignApi(raw: Client<paths>) {
  return {
    /**
     * Every campaign, newest first (`GET @get-content-generated`).
     * @example const { items, items_total } = await client.aiCampaigns.list();
     */
    list: (): Promise<AiCampaignList> =>
      request('aiCampaignList', aiCampaignListSchema, () => raw.GET('/db/guillotina/@get-content-generated')),

    /**
     * One campaign by id, for the edit form: `GET @get-content-generated?id=` answers it. The spec names only the
     * list, so a server that ignores `id` and answers the list is read too: the campaign is taken from it, and one
     * it does not hold is a NotFoundError.
     * @example const campaign = await client.aiCampaigns.get(3);
     */
    get: async (id: number): Promise<AiCampaignRecord> => {
      const answer = await request('aiCampaignGet', z.union([aiCampaignSchema, aiCampaignListSchema]), () =>
        raw.GET('/db/guillotina/@get-content-generated', { params: { query: { id } } }),
      );
      if (!('items' in answer)) return answer;
      const campaign = answer.items.find((item) => item.id === id);
      if (campaign) return campaign;
      throw new NotFoundError(404, { message: `No AI campaign ${id}`, type: 'NotFound' });
    },

    /**
     * Creates a campaign (`POST @new-content`); answers it with the warnings of its name.
     * @example
     * const { campaign, warnings } = await client.aiCampaigns.create({
     *   campaign_name: 'Summer', title: 'Summer reds', type: 'collection',
     *   start_date: '2026-07-01', end_date: '2026-07-31', promoted_products: ['HE10007'],
     * });
     */
    create: (body: AiCampaignInput): Promise<AiCampaignSaved> =>
      request('aiCampaignCreate', aiCampaignSavedSchema, () =>
        raw.POST('/db/guillotina/@new-content', { body }),
      ),

    /**
     * Replaces a campaign's fields (`PATCH @update-content/{id}`); its feed is no longer generated.
     * @example const { campaign } = await client.aiCampaigns.update(3, { ...input, title: 'New title' });
     */
    update: (id: number, body: AiCampaignInput): Promise<AiCampaignSaved> =>
      request('aiCampaignUpdate', aiCampaignSavedSchema, () =>
        raw.PATCH('/db/guillotina/@update-content/{id}', { params: { path: { id } }, body }),
      ),

    /**
     * Generates the feed of the campaigns (`POST @generate-feed-ai {ids}`), all or none.
     * @example const { items } = await client.aiCampaigns.generateFeed([3, 4]);
     */
    generateFeed: (ids: number[]): Promise<{ items: AiCampaignRecord[] }> =>
      request('aiCampaignGenerateFeed', aiCampaignFeedSchema, () =>
        raw.POST('/db/guillotina/@generate-feed-ai', { body: { ids } }),
      ),

    /**
     * Imports the feed (`GET @generate-content-from-ai`): the content of each generated campaign; `force`
     * generates it again from the current fields first.
     * @example const { items } = await client.aiCampaigns.importFeed({ force: true });
     */
    importFeed: ({ force = false }: { force?: boolean } = {}): Promise<AiCampaignImport> =>
      request('aiCampaignImportFeed', aiCampaignImportSchema, () =>
        raw.GET('/db/guillotina/@generate-content-from-ai', {
          params: { header: { force: force ? 'true' : 'false' } },
        }),
      ),
  };
}

export type AiCampaignApi = ReturnType<typeof createAiCampaignApi>;
