/** Limits of site-content-and-shell §9 (ranges are inclusive). The admin page size is in `../timers.ts`. */
export const SITE_LIMITS = {
  packReference: 7,
  shortName: 30,
  bannerName: 40,
  anyada: { min: 0, max: 3999 },
  graduacion: { min: 0, step: 0.1 },
  classificationYear: { min: 1000, max: 3000 },
  internalWineryId: 4,
  grapeTagId: 3,
  homeProductImage: 4,
  homeOfferBanner: 2,
  homeProductBanner: 1,
  discount: { min: 0, max: 100 },
  landingUndo: 20,
  landingProductSearch: 15,
  tagProductList: 200,
  tagList: 100,
  wineryLookupBatch: 25,
  newsletterSummary: 80,
  imageGeneratorZoom: { min: 1, max: 15 },
  imageGeneratorPosition: { min: 1, max: 20 },
} as const;

/**
 * Lengths of content fields the spec does not give (not in the spec): the reference backend's types and the
 * creation forms read them here, so a form refuses what the server would.
 */
export const CONTENT_LIMITS = {
  /** Any object's id, the last segment of its path. */
  id: 255,
  bodegaName: 200,
  productName: 300,
  landingTitle: 300,
} as const;
