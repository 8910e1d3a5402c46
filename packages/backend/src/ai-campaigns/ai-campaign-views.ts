import { fail, formMessages, ok, PERMISSIONS } from '@cellar/validation';
import { validateAiCampaign } from '@cellar/validation/commerce';
import type { Logger } from 'pino';
import { type ViewDef, view } from '../content/content-view';
import type { Clock } from '../http/clock';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { AiCampaignStore } from './ai-campaign-store';
import { type ContentGenerator, localContentGenerator } from './local-content-generator';

/** The audit log path of a campaign: its history is `GET @get-logs?path=/ai-campaigns/{id}`. */
export const aiCampaignLogPath = (id: number): string => `/ai-campaigns/${id}`;

/** Where a campaign's audit entries are filed: its own path, no object. */
const logTarget = (id: number) => ({ path: aiCampaignLogPath(id), uid: null });

const WHOLE = /^\s*\d+\s*$/;

/** A campaign id (a path segment, a query value or an item of `ids`): a whole number from 1, else 400 at `path`. */
function campaignId(value: unknown, path: string): number {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && WHOLE.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1)
    throw badRequest([{ path, message: formMessages.wholeNumber('id') }]);
  return id;
}

const notFoundCampaign = (id: number) => notFound(`AI campaign ${id} not found`);

/** The `ids` of a `@generate-feed-ai` body: a list of at least one (each id checked by {@link campaignId}). */
const idsBody = (input: unknown) => {
  const ids = typeof input === 'object' && input !== null ? (input as { ids?: unknown }).ids : undefined;
  return Array.isArray(ids) && ids.length > 0
    ? ok(ids as unknown[])
    : fail({ path: 'ids', message: formMessages.required('ids') });
};

/** `force: true` (or 1, yes) in the header: regenerate before answering. */
const isForced = (header: string | undefined): boolean =>
  ['true', '1', 'yes'].includes((header ?? '').trim().toLowerCase());

/**
 * The AI campaign calls of the content API (commerce-operations §7 "Content API, AI campaigns"), on the container
 * `/db/guillotina/`. Reading needs ViewContent; every write needs ModifyContent and is one transaction with its
 * audit entry under `/ai-campaigns/{id}`:
 * - `GET @get-content-generated` → `{items, items_total}`, newest first; `?id={id}` → that campaign (404 unknown);
 * - `POST @new-content` → 201 `{campaign, warnings}` (validateAiCampaign: the stripped name's warning);
 * - `PATCH @update-content/{id}` → `{campaign, warnings}`; the feed is marked not generated (its content no longer
 *   matches the fields);
 * - `POST @generate-feed-ai {ids}` → `{items}`: each campaign's feed generated and its content stored (all or none);
 * - `GET @generate-content-from-ai` (import) → `{items: [{id, campaign_name, content}]}`: the content of every
 *   campaign whose feed is generated; with `force: true` that content is first generated again from the fields.
 */
export function aiCampaignViews({
  now,
  logger,
  generator = localContentGenerator,
}: {
  now: Clock;
  logger: Logger;
  generator?: ContentGenerator;
}): ViewDef[] {
  const generatorLog = logger.child({ generator: generator.name });
  const stamp = () => new Date(now()).toISOString();
  const checkCampaign = (input: unknown) => validateAiCampaign(input, { now: now() });

  return [
    view('GET', '@get-content-generated', (ctx) => {
      const store = new AiCampaignStore(ctx.db);
      const idParam = ctx.c.req.query('id');
      if (idParam !== undefined) {
        const id = campaignId(idParam, 'id');
        const campaign = store.get(id);
        if (campaign === undefined) throw notFoundCampaign(id);
        return ctx.c.json(campaign);
      }
      const items = store.list();
      return ctx.c.json({ items, items_total: items.length });
    }),

    view(
      'POST',
      '@new-content',
      async (ctx) => {
        const { campaign, warnings } = await parseBody(ctx.c, checkCampaign);
        const date = stamp();
        const created = ctx.write((audit) => {
          const row = new AiCampaignStore(ctx.db).create(campaign, date);
          audit('create', { '@action': 'new-content', ...campaign }, logTarget(row.id), date);
          return row;
        });
        return ctx.c.json({ campaign: created, warnings }, 201);
      },
      { permission: PERMISSIONS.ModifyContent },
    ),

    view(
      'PATCH',
      '@update-content',
      async (ctx) => {
        const id = campaignId(ctx.args[0], 'id');
        const store = new AiCampaignStore(ctx.db);
        if (store.get(id) === undefined) throw notFoundCampaign(id);
        const { campaign, warnings } = await parseBody(ctx.c, checkCampaign);
        const date = stamp();
        const updated = ctx.write((audit) => {
          const row = store.update(id, campaign, date);
          if (row === undefined) throw notFoundCampaign(id);
          audit('modify', { '@action': 'update-content', ...campaign }, logTarget(id), date);
          return row;
        });
        return ctx.c.json({ campaign: updated, warnings });
      },
      { permission: PERMISSIONS.ModifyContent },
    ),

    view(
      'POST',
      '@generate-feed-ai',
      async (ctx) => {
        const raw = await parseBody(ctx.c, idsBody);
        const ids = [...new Set(raw.map((value, index) => campaignId(value, `ids.${index}`)))];
        const store = new AiCampaignStore(ctx.db);
        const date = stamp();
        const items = ctx.write((audit) =>
          ids.map((id) => {
            const campaign = store.get(id);
            if (campaign === undefined) throw notFoundCampaign(id);
            const generated = store.generateFeed(campaign, generator, date);
            audit(
              'modify',
              { '@action': 'generate-feed-ai', generator: generator.name },
              logTarget(id),
              date,
            );
            return generated;
          }),
        );
        generatorLog.info({ ids }, 'local content generator: built the feed content of the campaigns');
        return ctx.c.json({ items });
      },
      { permission: PERMISSIONS.ModifyContent },
    ),

    view('GET', '@generate-content-from-ai', (ctx) => {
      const store = new AiCampaignStore(ctx.db);
      const force = isForced(ctx.c.req.header('force'));
      if (force) ctx.require(PERMISSIONS.ModifyContent);
      const date = stamp();
      const campaigns = ctx.write((audit) =>
        store
          .list()
          .filter((campaign) => campaign.feed_generated)
          .map((campaign) => {
            if (!force) return campaign;
            const generated = store.generateFeed(campaign, generator, date);
            audit(
              'modify',
              { '@action': 'generate-content-from-ai', force: true },
              logTarget(campaign.id),
              date,
            );
            return generated;
          }),
      );
      if (force)
        generatorLog.info(
          { ids: campaigns.map((campaign) => campaign.id) },
          'local content generator: built the imported content again (force)',
        );
      return ctx.c.json({
        items: campaigns.map(({ id, campaign_name, generated_content }) => ({
          id,
          campaign_name,
          content: generated_content,
        })),
      });
    }),
  ];
}
