import { AI_CAMPAIGN_TYPES } from '@cellar/validation/commerce';
import { z } from 'zod';
import { componentSchema } from './component-schema';

// Answers of the AI campaign calls (commerce-operations §7 "Content API, AI campaigns"), checked at the edge.

export const aiCampaignContentSchema = componentSchema(
  'AiCampaignContent',
  z.object({
    generator: z.string(),
    headline: z.string(),
    body: z.string(),
    products: z.array(z.string()),
    landing_page_url: z.string(),
  }),
);
/** What the content generator built from a campaign's fields. */
export type AiCampaignContent = z.infer<typeof aiCampaignContentSchema>;

export const aiCampaignSchema = componentSchema(
  'AiCampaign',
  z.object({
    id: z.number().int(),
    campaign_name: z.string(),
    title: z.string(),
    type: z.enum(AI_CAMPAIGN_TYPES),
    description: z.string(),
    topic: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    promotion_topic: z.string(),
    marketing_text: z.string(),
    feature_badge: z.string(),
    feature_value: z.string(),
    feature_text: z.string(),
    landing_page_url: z.string(),
    oferta_producto: z.union([z.string(), z.number(), z.boolean()]).nullable(),
    promoted_products: z.array(z.string()),
    sin_productos: z.boolean(),
    feed_generated: z.boolean(),
    generated_content: aiCampaignContentSchema.nullable(),
    creation_date: z.string(),
    modification_date: z.string(),
  }),
);
/** A stored AI campaign (§3). */
export type AiCampaignRecord = z.infer<typeof aiCampaignSchema>;

export const aiCampaignListSchema = componentSchema(
  'AiCampaignList',
  z.object({ items: z.array(aiCampaignSchema), items_total: z.number().int() }),
);
export type AiCampaignList = z.infer<typeof aiCampaignListSchema>;

export const aiCampaignSavedSchema = componentSchema(
  'AiCampaignSaved',
  z.object({
    campaign: aiCampaignSchema,
    warnings: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
);
/** A saved campaign and the warnings of its name (the characters stripped). */
export type AiCampaignSaved = z.infer<typeof aiCampaignSavedSchema>;

export const aiCampaignImportSchema = componentSchema(
  'AiCampaignImport',
  z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        campaign_name: z.string(),
        content: aiCampaignContentSchema.nullable(),
      }),
    ),
  }),
);
/** What importing the feed answered: each generated campaign's content. */
export type AiCampaignImport = z.infer<typeof aiCampaignImportSchema>;

export const aiCampaignFeedSchema = z.object({ items: z.array(aiCampaignSchema) });
