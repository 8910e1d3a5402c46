export const LANDING_TEMPLATES = ['landing', 'blog-post'] as const;
export type LandingTemplate = (typeof LANDING_TEMPLATES)[number];

/** Blog fields of a landing appear only for this template. */
export const BLOG_POST_TEMPLATE: LandingTemplate = 'blog-post';
export const hasBlogFields = (template: unknown): boolean => template === BLOG_POST_TEMPLATE;

export const LANDING_SECTION_TEMPLATES = [
  'carousels',
  'text-image',
  'just-html',
  'html',
  'product-list',
  'blog-product-list',
  'view-more-button',
  'view-more-anchor',
  'email-signup',
] as const;
export type LandingSectionTemplate = (typeof LANDING_SECTION_TEMPLATES)[number];

export const IMG_POSITIONS = ['left', 'top', 'bottom', 'right'] as const;
export type ImgPosition = (typeof IMG_POSITIONS)[number];

/** Where a landing section's products come from. */
export const LANDING_PRODUCT_SOURCES = ['group', 'refs', 'query'] as const;
export type LandingProductSource = (typeof LANDING_PRODUCT_SOURCES)[number];

/** States the blog-product-list query is limited to (spelled as §9 spells them). */
export const BLOG_PRODUCT_LIST_STATES = ['selling', 'notavailable'] as const;
