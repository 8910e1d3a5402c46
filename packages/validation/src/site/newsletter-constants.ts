/** Newsletter statuses (§4); a new newsletter is a draft. */
export const NEWSLETTER_STATUSES = ['draft', 'verified', 'scheduled'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export const DEFAULT_NEWSLETTER_STATUS: NewsletterStatus = 'draft';

/** Status filter of the newsletter list. */
export const NEWSLETTER_STATUS_FILTERS = [...NEWSLETTER_STATUSES, 'all'] as const;
export type NewsletterStatusFilter = (typeof NEWSLETTER_STATUS_FILTERS)[number];

/** Tag colour of each status in the newsletter list (§9). */
export const NEWSLETTER_STATUS_COLORS: Readonly<Record<NewsletterStatus, 'light' | 'primary' | 'success'>> = {
  draft: 'light',
  scheduled: 'primary',
  verified: 'success',
};

/** Section types a newsletter offers, with their labels (§3). */
export const NEWSLETTER_SECTION_LABELS = {
  b_multi_img: 'Banner',
  bd: 'Product banner',
  f: 'Row of 2 products',
  h1: 'Title',
  h2: 'Subtitle',
  p: 'Text block',
  w: 'Conditions',
  btn: 'Button',
  html: 'Html',
} as const;
export type NewsletterSectionType = keyof typeof NEWSLETTER_SECTION_LABELS;
export const NEWSLETTER_SECTION_TYPES = Object.keys(
  NEWSLETTER_SECTION_LABELS,
) as readonly NewsletterSectionType[];

/** The old banner type: still read, no longer offered. */
export const DEPRECATED_NEWSLETTER_SECTION_TYPE = 'b' as const;

/** Section types the translate helper works on (besides the subject). */
export const TRANSLATABLE_NEWSLETTER_SECTION_TYPES = ['h1', 'p', 'h2', 'w'] as const;

/** How many products each product section holds (§9): a row 2, a product banner 1. */
export const NEWSLETTER_SECTION_PRODUCT_LIMITS = { f: 2, bd: 1 } as const;

export const BUTTON_SUBTYPES = [
  'btn',
  'btn_arrow',
  'btn_primary',
  'btn_primary_arrow',
  'tri_up',
  'tri_down',
] as const;
export type ButtonSubtype = (typeof BUTTON_SUBTYPES)[number];

export const PRODUCT_KINDS = ['full', 'full_img', 'summary'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_SIDES = ['left', 'right'] as const;
export type ProductSide = (typeof PRODUCT_SIDES)[number];

/** Audience frequency: 1000 unlimited emails per week (default), 1 at least 1 email per week. */
export const FREQUENCY_OPTIONS = [
  { value: 1000, label: 'unlimited emails per week' },
  { value: 1, label: 'at least 1 email per week' },
] as const;
export type Frequency = (typeof FREQUENCY_OPTIONS)[number]['value'];
export const DEFAULT_FREQUENCY: Frequency = 1000;

/** Numeric audience conditions, each `{op, value}`. */
export const AUDIENCE_NUMERIC_CONDITIONS = [
  'frecuencia',
  'num_pedidos',
  'importe_total_pds',
  'avg_price_bot',
  'max_price_bot',
] as const;
export type AudienceNumericCondition = (typeof AUDIENCE_NUMERIC_CONDITIONS)[number];

/** Date audience conditions, each `{op, value}` with op lt (before) or gt (after). */
export const AUDIENCE_DATE_CONDITIONS = ['fecha_first_pd', 'fecha_last_pd'] as const;
export type AudienceDateCondition = (typeof AUDIENCE_DATE_CONDITIONS)[number];

export const AUDIENCE_CONDITION_OPS = ['lt', 'gt'] as const;
export type AudienceConditionOp = (typeof AUDIENCE_CONDITION_OPS)[number];
export const AUDIENCE_DATE_OP_LABELS: Readonly<Record<AudienceConditionOp, string>> = {
  lt: 'before',
  gt: 'after',
};

/** Where the audience count comes from: an uploaded list overrides the filters. */
export const AUDIENCE_SOURCES = ['list_emails', 'filters'] as const;
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number];

/** Discount options per transport, and initial banner options. */
export const SHIPPING_DISCOUNT_OPTIONS = ['sd', 'dtp'] as const;
export type ShippingDiscountOption = (typeof SHIPPING_DISCOUNT_OPTIONS)[number];
export const INITIAL_BANNER_OPTIONS = ['dtp', 'prod_disc'] as const;
export type InitialBannerOption = (typeof INITIAL_BANNER_OPTIONS)[number];
