// The reference backend's own types for what it answers agree with the OpenAPI document: a field added, renamed or
// retyped on one side only fails `pnpm typecheck` (the SDK may import the backend; the backend not the SDK).
import type {
  CatalogueStore,
  Country,
  CustomerStore,
  FileInfo,
  FreeShippingStore,
  LockInfo,
  LogPage,
  MarketplaceStore,
  OfferStore,
  OpinionStore,
  PriceComparatorStore,
  ProductReference,
  ProductSummary,
  Provincia,
  SharingEntry,
  StoredErrorReport,
} from '@cellar/backend';
import type { components } from '@cellar/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { Same } from './component-schema';

type Schemas = components['schemas'];
/** Fields the backend would send that the document does not name (the SDK's schema would strip them). */
type Unnamed<Backend, Component> = Exclude<keyof Backend, keyof Component>;

describe('the backend’s answer types and the OpenAPI document', () => {
  it('are the same shape where the backend answers exactly the component', () => {
    expectTypeOf<Same<StoredErrorReport, Schemas['ErrorReport']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Country, Schemas['Country']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<ProductReference, Schemas['ProductReference']>>().toEqualTypeOf<true>();
  });

  it('fit the component where the backend always sends what the document leaves optional', () => {
    expectTypeOf<LockInfo>().toExtend<Schemas['Lock']>();
    expectTypeOf<FileInfo>().toExtend<Schemas['FileInfo']>();
    expectTypeOf<LogPage>().toExtend<Schemas['LogPage']>();
    expectTypeOf<Provincia>().toExtend<Schemas['Provincia']>();
    expectTypeOf<SharingEntry>().toExtend<Schemas['SharingEntry']>();
    expectTypeOf<Unnamed<LockInfo, Schemas['Lock']>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<FileInfo, Schemas['FileInfo']>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<LogPage['logs'][number], Schemas['LogEntry']>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<Provincia, Schemas['Provincia']>>().toEqualTypeOf<never>();
    expectTypeOf<ProductSummary>().toExtend<Schemas['ProductSummary']>();
    expectTypeOf<Unnamed<ProductSummary, Schemas['ProductSummary']>>().toEqualTypeOf<never>();
  });

  it('are the ERP components where the ERP routes send what a store answers', () => {
    type Answer<F extends (...args: never[]) => unknown> = NonNullable<ReturnType<F>>;
    expectTypeOf<Same<Answer<OfferStore['search']>, Schemas['ErpOfferPage']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Answer<OfferStore['expire']>, Schemas['ErpOffer']>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Answer<FreeShippingStore['search']>, Schemas['ErpFreeShippingPage']>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<Answer<OpinionStore['list']>, Schemas['ErpOpinionPage']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Answer<OpinionStore['totals']>, Schemas['ErpOpinionTotals']>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Answer<MarketplaceStore['suppliers']>, Schemas['ErpMarketplaceSupplier'][]>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Answer<MarketplaceStore['supplierProducts']>, Schemas['ErpSupplierProductsPage']>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<Answer<MarketplaceStore['matches']>, Schemas['ErpMatch'][]>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Answer<CatalogueStore['productTraffic']>, Schemas['ErpAnalyticsRow'][]>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Answer<CatalogueStore['searchProducts']>, Schemas['ErpProductSearchResult'][]>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Answer<CustomerStore['searchByEmail']>, Schemas['ErpUserSummary'][]>
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<Answer<CustomerStore['get']>, Schemas['ErpUser']>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<Answer<PriceComparatorStore['read']>, Schemas['ErpPriceComparatorEntry'][]>
    >().toEqualTypeOf<true>();
  });
});
