/** Content paths: one implementation, in validation, for the web app, the CLI and the backend. */

export type { components, operations, paths } from '@cellar/contract';
export { normalisePath, parentPath, parseObjectPath, pathSegments } from '@cellar/validation';
export type { AiCampaignApi, AiCampaignInput } from './ai-campaign-api';
export type {
  AiCampaignContent,
  AiCampaignImport,
  AiCampaignList,
  AiCampaignRecord,
  AiCampaignSaved,
} from './ai-campaign-schemas';
export type { CatalogueApi, OptionStateFilter, ProductSearchRequest } from './catalogue-api';
export type {
  ImageAnswer,
  ProductDetail,
  ProductImage,
  ProductReference,
  ProductSearchResponse,
  ProductSummary,
  ProductsByReferenceResponse,
} from './catalogue-schemas';
export type {
  CommissionsCollectionCompany,
  CommissionsCollectionConfirmed,
  CommissionsCollectionConfirmInput,
  CommissionsCollectionData,
  CommissionsCollectionExtra,
  CommissionsCollectionLine,
  CommissionsCollectionOrder,
  CommissionsCollectionUpload,
} from './commissions-api';
export type {
  CatalogQuery,
  ContentApi,
  CreateRequest,
  SearchClause,
  SearchRequest,
  SharingChange,
} from './content-api';
export type {
  Behaviors,
  Country,
  Created,
  FieldConstants,
  FileInfo,
  Lock,
  LogEntry,
  LogPage,
  Moved,
  Principals,
  Resource,
  SearchItem,
  SearchResponse,
  Setting,
  Sharing,
  SharingEntry,
  Summary,
  TagEntry,
  TypeSchema,
  UserInfo,
  Zona,
  ZonaList,
} from './content-schemas';
export type { CellarClient, ClientOptions, RawCall, SessionOptions, TokenSource } from './create-client';
export { createClient } from './create-client';
export type { RowEncoder } from './csv-encoder';
export { csvEncoder } from './csv-encoder';
export type {
  DelayedOrder,
  DelayedOrderActionResult,
  GroupOrder,
  GroupOrderMerge,
  GroupOrderMerged,
  GroupOrderProvider,
  StockBooking,
  StockBookingTable,
  StockBookingWarehouse,
} from './delayed-orders-api';
export type {
  EditOrderApi,
  OrderEditLine,
  OrderEditOutCatalogProduct,
  OrderEditPackProduct,
  OrderEditPayload,
  OrderEditResult,
  OrderFull,
  OrderFullLine,
} from './edit-order-api';
export type {
  ErpApi,
  ErpFreeShippingCreate,
  ErpFreeShippingSearch,
  ErpMatchEdit,
  ErpMatchKey,
  ErpMatchRequest,
  ErpOfferCreate,
  ErpOfferSearch,
  ErpOpinionFilters,
  ErpOpinionListQuery,
  ErpOpinionUpdate,
  ErpPriceComparatorRow,
} from './erp-api';
export { createErpApi, ERP_FREE_SHIPPING_TARIFFS } from './erp-api';
export type {
  ErpBillingAddressInput,
  ErpGraphql,
  ErpUserFields,
} from './erp-graphql';
export { ERP_GRAPHQL_DOCUMENTS } from './erp-graphql';
export type {
  ErpAnalyticsRow,
  ErpBillingAddress,
  ErpCompetitorPrice,
  ErpFreeShippingPage,
  ErpFreeShippingRate,
  ErpMarketplaceBottle,
  ErpMarketplaceSupplier,
  ErpMatch,
  ErpOffer,
  ErpOfferPage,
  ErpOpinion,
  ErpOpinionPage,
  ErpOpinionState,
  ErpOpinionTotals,
  ErpPriceComparatorEntry,
  ErpPriceComparatorResult,
  ErpProductSearchResult,
  ErpSupplierProduct,
  ErpSupplierProductsPage,
  ErpUser,
  ErpUserSummary,
} from './erp-schemas';
export type {
  ErrorReport,
  ErrorReportList,
  ErrorReportRequest,
  ErrorReportsApi,
} from './error-reports-api';
export { ERROR_REPORT_LIMITS, fitErrorReport } from './error-reports-api';
export type { ErpGraphqlErrorItem, ErrorBody, ErrorKind, HttpErrorKind } from './errors';
export {
  AddonRequiredError,
  CellarError,
  ConflictError,
  ErpGraphqlError,
  errorBodySchema,
  ForbiddenError,
  HttpError,
  isAddonRequired,
  isCellarError,
  isClientError,
  isConflict,
  isErpGraphqlError,
  isForbidden,
  isHttpError,
  isNetworkError,
  isNotFound,
  isPreconditionFailed,
  isSchemaError,
  isServerError,
  isTooManyRequests,
  isUnauthorized,
  isValidationError,
  NetworkError,
  NotFoundError,
  PreconditionFailedError,
  SchemaError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from './errors';
export type {
  EurotaxCountryCost,
  EurotaxCountryGroup,
  EurotaxGrouping,
  EurotaxImport,
  EurotaxInvoice,
  EurotaxInvoiceLine,
  EurotaxInvoiceSummary,
} from './eurotax-api';
export type { ExportChunk } from './export-chunks';
export { exportChunks } from './export-chunks';
export type {
  AuditLogFilters,
  ExportColumns,
  ExportPage,
  ExportSource,
  OfferFilters,
  OpinionFilters,
  PageOptions,
} from './export-sources';
export {
  auditLogSource,
  delayedOrderColumns,
  freeShippingRatesSource,
  matchesSource,
  offersSource,
  opinionsSource,
  productTrafficColumns,
  userSearchColumns,
} from './export-sources';
export { fileSession } from './file-session';
export { flattenRow, rowValues } from './flatten-row';
export { csvCell, escapeFormulaText, startsFormula } from './formula-escape';
export type {
  InvoiceCostConfirmed,
  InvoiceCostInput,
  InvoiceCostPreview,
  InvoiceUpload,
  InvoiceUploadData,
  InvoiceUploadLineIssue,
  InvoiceUploadTemplate,
  InvoiceUploadTemplateChoice,
  UploadProgress,
} from './invoice-upload-api';
export type { InvoicesGroup } from './invoices-group';
export { localStorageSession } from './local-storage-session';
export { memorySession } from './memory-session';
export type {
  MultiOrderInvoice,
  MultiOrderInvoiceApi,
  MultiOrderInvoiceBatchResult,
  MultiOrderInvoiceCommentType,
  MultiOrderInvoiceOrder,
  MultiOrderInvoicePage,
  MultiOrderInvoicePaymentConfirmed,
  MultiOrderInvoiceRow,
  MultiOrderInvoiceSetInvoiced,
  MultiOrderInvoiceUpdate,
} from './multi-order-invoice-api';
export type {
  NewOrderAddressInput,
  NewOrderAddressResult,
  NewOrderBatchInput,
  NewOrderBatchResult,
  NewOrderFieldsInput,
  NewOrderProductInput,
} from './new-order-api';
export type {
  NewsletterColectivo,
  NewsletterCount,
  NewsletterSendtoEmails,
} from './newsletter-audience-api';
export type { NewsletterTranslations } from './newsletter-content-api';
export type { NewsletterGroup } from './newsletter-group';
export type {
  NewsletterOutboxEntry,
  NewsletterOutboxKind,
  NewsletterOutboxPage,
  NewsletterProgress,
  NewsletterProviderUpload,
  NewsletterStatusChange,
  NewsletterTestEmail,
} from './newsletter-sending-api';
export type { OrdersGroup } from './orders-group';
export type { ProductContentApi, ProductContentRequest } from './product-content-api';
export { createProductContentApi } from './product-content-api';
export type {
  BodegaEntry,
  BodegaList,
  OrphanOption,
  OrphanOptionList,
  ProductContentCreated,
} from './product-content-schemas';
export type { Promo, PromosApi, PromosRead, TaxonomyApi, TaxonomyNode, TaxonomyRead } from './promos-api';
export { createPromosApi, createTaxonomyApi, promoSchema, taxonomyNodeSchema } from './promos-api';
export type { RegionApi } from './region-api';
export type { RegionProducts, ZonaNode, ZonaTree } from './region-schemas';
export type { ConfiguredShop, Container, PermissionAnswers, ShopConfiguration } from './schemas';
export type { SessionStore } from './session-store';
export type { Settled, SettleEachOptions } from './settle-each';
export { settleEach } from './settle-each';
export type { MenuSave, SiteApi, Submenu, TagUpdate } from './site-api';
export { createSiteApi } from './site-api';
export type { SiteGroup } from './site-group';
export type { TagProduct, TagProducts } from './site-schemas';
export type {
  WarehouseCost,
  WarehouseCostPreparationChange,
  WarehouseCostRecalculation,
  WarehouseCostRegister,
} from './warehouse-cost-api';
