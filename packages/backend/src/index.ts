// The shapes of the answers the backend builds, for the SDK's check that they are what the OpenAPI document says.
export type { LogPage } from './audit-log';
export type { Country, Provincia } from './constants-routes';
export type { Backend, BackendOptions } from './create-backend';
export { createBackend } from './create-backend';
// The ERP stores: what their methods answer, the ERP routes send as it is.
export type { CatalogueStore } from './erp/catalogue-store';
export type { CustomerStore } from './erp/customer-store';
export type { FreeShippingStore } from './erp/free-shipping-store';
export type { MarketplaceStore } from './erp/marketplace-store';
export type { OfferStore } from './erp/offer-store';
export type { OpinionStore } from './erp/opinion-store';
export type { PriceComparatorStore } from './erp/price-comparator-store';
export type { FileInfo } from './file-store';
export type { StoredErrorReport } from './local-error-reporter';
export type { LockInfo } from './locks';
export type { SharingEntry } from './permissions';
export type { ProductReference, ProductSummary } from './product-summary';
export type { RunningServer, ServerOptions } from './start-server';
export { startServer } from './start-server';
