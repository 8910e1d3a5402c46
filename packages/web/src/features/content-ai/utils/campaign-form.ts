import type { AiCampaignInput, AiCampaignRecord } from '@cellar/sdk';
import { madridDay } from '@cellar/validation';
import type { AiCampaignType } from '@cellar/validation/commerce';

/** The create and edit forms' fields as typed, before validateAiCampaign reads them. */
export interface CampaignForm {
  campaign_name: string;
  title: string;
  /** '' until one is chosen. */
  type: AiCampaignType | '';
  description: string;
  topic: string;
  /** Madrid days, yyyy-MM-dd (a date input). */
  start_date: string;
  end_date: string;
  promotion_topic: string;
  marketing_text: string;
  feature_badge: string;
  feature_value: string;
  feature_text: string;
  landing_page_url: string;
  oferta_producto: boolean;
  /** Product references (id_producto), picked with the catalogue search. */
  promoted_products: string[];
  sin_productos: boolean;
}

/** A new campaign: starting today in Madrid, nothing else chosen. */
export const newCampaignForm = (now: number = Date.now()): CampaignForm => ({
  campaign_name: '',
  title: '',
  type: '',
  description: '',
  topic: '',
  start_date: madridDay(now),
  end_date: '',
  promotion_topic: '',
  marketing_text: '',
  feature_badge: '',
  feature_value: '',
  feature_text: '',
  landing_page_url: '',
  oferta_producto: false,
  promoted_products: [],
  sin_productos: false,
});

/** The form of a stored campaign (oferta_producto read as a flag: true, 1 or 'true'). */
export const campaignFormOf = (campaign: AiCampaignRecord): CampaignForm => ({
  campaign_name: campaign.campaign_name,
  title: campaign.title,
  type: campaign.type,
  description: campaign.description,
  topic: campaign.topic,
  start_date: campaign.start_date,
  end_date: campaign.end_date,
  promotion_topic: campaign.promotion_topic,
  marketing_text: campaign.marketing_text,
  feature_badge: campaign.feature_badge,
  feature_value: campaign.feature_value,
  feature_text: campaign.feature_text,
  landing_page_url: campaign.landing_page_url,
  oferta_producto: [true, 1, 'true'].includes(campaign.oferta_producto as never),
  promoted_products: [...campaign.promoted_products],
  sin_productos: campaign.sin_productos,
});

/** What validateAiCampaign and the server read: the fields as typed; no products sent when 'sin productos'. */
export const campaignInput = (form: CampaignForm): AiCampaignInput => ({
  ...form,
  type: form.type as AiCampaignType,
  promoted_products: form.sin_productos ? [] : form.promoted_products,
});

/** The products after adding `id` (once, at the end). */
export const withProduct = (products: readonly string[], id: string): string[] =>
  id === '' || products.includes(id) ? [...products] : [...products, id];
