import type { components } from '@cellar/contract';
import type { AiCampaignRecord } from './ai-campaign-store';

/** What the feed stores for a campaign: the generator's name and the content it wrote. */
export type GeneratedContent = components['schemas']['AiCampaignContent'];

/** What the AI content generator needs: one campaign's content from its fields. */
export interface ContentGenerator {
  readonly name: string;
  generate(campaign: AiCampaignRecord): GeneratedContent;
}

const sentence = (...parts: string[]): string =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

/**
 * The reference backend reaches no outside service (contract.md: "AI campaign content: deterministic text built
 * from the campaign's fields"): the same fields always give the same content, so a person and a test can read
 * where each line came from. The outside generator's fixed authorization header has no place here.
 */
export const localContentGenerator: ContentGenerator = {
  name: 'local-content-generator',
  generate(campaign) {
    const feature = sentence(campaign.feature_badge, campaign.feature_value, campaign.feature_text);
    const dates = `From ${campaign.start_date} to ${campaign.end_date}.`;
    const products = campaign.sin_productos ? [] : campaign.promoted_products;
    return {
      generator: 'local-content-generator',
      headline: feature === '' ? campaign.title : `${campaign.title} (${feature})`,
      body: [
        campaign.description,
        sentence(
          campaign.topic && `Topic: ${campaign.topic}.`,
          campaign.promotion_topic && `Promotion: ${campaign.promotion_topic}.`,
        ),
        campaign.marketing_text,
        products.length > 0 ? `Featuring ${products.join(', ')}.` : '',
        dates,
      ]
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join('\n'),
      products,
      landing_page_url: campaign.landing_page_url,
    };
  },
};
