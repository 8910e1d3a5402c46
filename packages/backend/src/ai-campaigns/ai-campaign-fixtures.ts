import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { madridDay } from '@cellar/validation';
import { AI_CAMPAIGN_TYPES } from '@cellar/validation/commerce';
import { z } from 'zod';
import { type Db, getMeta, setMeta } from '../db/database';
import { addDays, daysBetween } from '../erp/dates';
import type { Clock } from '../http/clock';
import { AiCampaignStore } from './ai-campaign-store';
import { type ContentGenerator, localContentGenerator } from './local-content-generator';

export const AI_CAMPAIGN_FIXTURES_LOADED_KEY = 'ai_campaign_fixtures_loaded';
export const AI_CAMPAIGN_FIXTURE_FILE = join('content-ai', 'campaigns.json');

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const fileSchema = z.object({
  base_date: day,
  campaigns: z.array(
    z.object({
      campaign_name: z.string().regex(/^[A-Za-z0-9 ]+$/),
      title: z.string().min(1),
      type: z.enum(AI_CAMPAIGN_TYPES),
      description: z.string().default(''),
      topic: z.string().default(''),
      start_date: day,
      end_date: day,
      promotion_topic: z.string().default(''),
      marketing_text: z.string().default(''),
      feature_badge: z.string().default(''),
      feature_value: z.string().default(''),
      feature_text: z.string().default(''),
      landing_page_url: z.string().default(''),
      oferta_producto: z.union([z.string(), z.number(), z.boolean()]).optional(),
      promoted_products: z.array(z.string().min(1)),
      sin_productos: z.boolean(),
      feed_generated: z.boolean(),
    }),
  ),
});

/**
 * Loads `fixtures/content-ai/campaigns.json` once, in one transaction that sets its own meta key (a database created
 * before campaigns existed gets them on its next start). Dates move from the file's base date to today's Madrid
 * day, as offers do; a campaign marked generated gets the local generator's content.
 */
export function loadAiCampaignFixtures(
  db: Db,
  fixturesDir: string,
  now: Clock,
  generator: ContentGenerator = localContentGenerator,
): { loaded: boolean; campaigns: number } {
  const file = join(fixturesDir, AI_CAMPAIGN_FIXTURE_FILE);
  if (getMeta(db, AI_CAMPAIGN_FIXTURES_LOADED_KEY) !== undefined || !existsSync(file))
    return { loaded: false, campaigns: 0 };
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const at = now();
  const days = daysBetween(parsed.data.base_date, madridDay(at));
  const date = new Date(at).toISOString();
  const store = new AiCampaignStore(db);
  db.transaction(() => {
    for (const { feed_generated, ...fixture } of parsed.data.campaigns) {
      const campaign = {
        ...fixture,
        start_date: addDays(fixture.start_date, days),
        end_date: addDays(fixture.end_date, days),
      };
      const content = feed_generated
        ? generator.generate({
            ...campaign,
            id: 0,
            oferta_producto: campaign.oferta_producto ?? null,
            feed_generated,
            generated_content: null,
            creation_date: date,
            modification_date: date,
          })
        : null;
      store.insertFixture(campaign, content, date);
    }
    setMeta(db, AI_CAMPAIGN_FIXTURES_LOADED_KEY, date);
  })();
  return { loaded: true, campaigns: parsed.data.campaigns.length };
}
