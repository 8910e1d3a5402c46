// The shapes of the answers the backend builds, for the SDK's check that they are what the OpenAPI document says.

export type { ProductReference, ProductSummary } from './catalogue/product-summary';
export type { Country, Provincia } from './constants/countries';
export type { LogPage } from './content/audit-log';
export type { LockInfo } from './content/locks';
export type { SharingEntry } from './content/permissions';
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
export type { StoredErrorReport } from './error-reports/local-error-reporter';
export type { FileInfo } from './files/file-store';
export type { RunningServer, ServerOptions } from './http/start-server';
export { startServer } from './http/start-server';
