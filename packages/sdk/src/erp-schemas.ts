import {
  erpAnalyticsRecord,
  erpBillingAddressRecord,
  erpBottleRecord,
  erpCompetitorPriceRecord,
  erpFreeShippingRateRecord,
  erpMatchRecord,
  erpOfferRecord,
  erpOpinionRecord,
  erpPriceComparatorEntryRecord,
  erpProductSearchResultRecord,
  erpSupplierProductRecord,
  erpSupplierRecord,
  erpUserRecord,
  erpUserSummaryRecord,
} from '@cellar/validation/commerce';
import { z } from 'zod';
import { componentSchema } from './component-schema';

// Response schemas of the ERP (the OpenAPI document's Erp* components), checked at the edge. The records are the
// validation package's (one shape, shared with the backend); here each is tied to its component, and the pages and
// small answers around them are built.

const int = z.number().int();

export const erpOpinionStateSchema = componentSchema('ErpOpinionState', erpOpinionRecord.shape.estado);
export type ErpOpinionState = z.infer<typeof erpOpinionStateSchema>;

export const erpOpinionSchema = componentSchema('ErpOpinion', erpOpinionRecord);
export type ErpOpinion = z.infer<typeof erpOpinionSchema>;

export const erpOpinionTotalsSchema = componentSchema(
  'ErpOpinionTotals',
  z.object({ pend: int, npub: int, publ: int }),
);
export type ErpOpinionTotals = z.infer<typeof erpOpinionTotalsSchema>;

export const erpOpinionPageSchema = componentSchema(
  'ErpOpinionPage',
  z.object({ items: z.array(erpOpinionSchema), total: int, page: int, page_size: int }),
);
export type ErpOpinionPage = z.infer<typeof erpOpinionPageSchema>;

export const erpOfferTypeSchema = componentSchema('ErpOfferType', erpOfferRecord.shape.id_tipo);

export const erpOfferSchema = componentSchema('ErpOffer', erpOfferRecord);
export type ErpOffer = z.infer<typeof erpOfferSchema>;

export const erpOfferPageSchema = componentSchema(
  'ErpOfferPage',
  z.object({ result: z.array(erpOfferSchema), page: int, per_page: int, items: int }),
);
export type ErpOfferPage = z.infer<typeof erpOfferPageSchema>;

export const erpFreeShippingRateSchema = componentSchema('ErpFreeShippingRate', erpFreeShippingRateRecord);
export type ErpFreeShippingRate = z.infer<typeof erpFreeShippingRateSchema>;

export const erpFreeShippingPageSchema = componentSchema(
  'ErpFreeShippingPage',
  z.object({ result: z.array(erpFreeShippingRateSchema), per_page: int, page: int, items: int }),
);
export type ErpFreeShippingPage = z.infer<typeof erpFreeShippingPageSchema>;

export const erpDeletedSchema = componentSchema('ErpDeleted', z.object({ id: int }));
export const erpDeletedCountSchema = componentSchema('ErpDeletedCount', z.object({ deleted: int }));

export const erpCompetitorPriceSchema = componentSchema('ErpCompetitorPrice', erpCompetitorPriceRecord);
/** A competitor offer of a product group in a delivery country (a Price comparator row, catalogue-editors §3). */
export type ErpCompetitorPrice = z.infer<typeof erpCompetitorPriceSchema>;

export const erpPriceComparatorEntrySchema = componentSchema(
  'ErpPriceComparatorEntry',
  erpPriceComparatorEntryRecord,
);
export type ErpPriceComparatorEntry = z.infer<typeof erpPriceComparatorEntrySchema>;

export const erpPriceComparatorResultSchema = componentSchema(
  'ErpPriceComparatorResult',
  z.object({
    ok: int,
    ko: int,
    errors: z.array(z.object({ index: int, group: z.string(), message: z.string() })),
  }),
);
export type ErpPriceComparatorResult = z.infer<typeof erpPriceComparatorResultSchema>;

export const erpAnalyticsRowSchema = componentSchema('ErpAnalyticsRow', erpAnalyticsRecord);
export type ErpAnalyticsRow = z.infer<typeof erpAnalyticsRowSchema>;

export const erpMarketplaceSupplierSchema = componentSchema('ErpMarketplaceSupplier', erpSupplierRecord);
export type ErpMarketplaceSupplier = z.infer<typeof erpMarketplaceSupplierSchema>;

export const erpSupplierProductSchema = componentSchema('ErpSupplierProduct', erpSupplierProductRecord);
export type ErpSupplierProduct = z.infer<typeof erpSupplierProductSchema>;

export const erpMarketplaceBottleSchema = componentSchema('ErpMarketplaceBottle', erpBottleRecord);
export type ErpMarketplaceBottle = z.infer<typeof erpMarketplaceBottleSchema>;

export const erpSupplierProductsPageSchema = componentSchema(
  'ErpSupplierProductsPage',
  z.object({
    total_productos: int,
    productos: z.array(erpSupplierProductSchema),
    botellas: z.array(erpMarketplaceBottleSchema),
  }),
);
export type ErpSupplierProductsPage = z.infer<typeof erpSupplierProductsPageSchema>;

export const erpMatchSchema = componentSchema('ErpMatch', erpMatchRecord);
export type ErpMatch = z.infer<typeof erpMatchSchema>;

// GraphQL results (packages/backend/src/erp/graphql/*.graphql).

export const erpBillingAddressSchema = componentSchema('ErpBillingAddress', erpBillingAddressRecord);
export type ErpBillingAddress = z.infer<typeof erpBillingAddressSchema>;

export const erpUserSummarySchema = componentSchema('ErpUserSummary', erpUserSummaryRecord);
export type ErpUserSummary = z.infer<typeof erpUserSummarySchema>;

export const erpUserSchema = componentSchema('ErpUser', erpUserRecord);
export type ErpUser = z.infer<typeof erpUserSchema>;

export const erpProductSearchResultSchema = componentSchema(
  'ErpProductSearchResult',
  erpProductSearchResultRecord,
);
export type ErpProductSearchResult = z.infer<typeof erpProductSearchResultSchema>;
