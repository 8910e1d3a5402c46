export { validatePriceComparatorUrl } from '../competitor-url';
export { characterCount } from '../fields';
export { isAbsoluteHttpUrl as isHttpUrl } from '../http-url';
export { formatMoney as formatCommerceMoney } from '../money';
export type { DateInput } from '../parse-instant';
export { parseInstant } from '../parse-instant';
export { fractionToPercent, percentToFraction } from '../percent';
export { isUnlimitedStock, quantityCap } from '../stock';
export type { AiCampaign } from './ai-campaign';
export { AI_CAMPAIGN_FIELDS, sanitizeCampaignName, validateAiCampaign } from './ai-campaign';
export type {
  AddressColumn,
  AiCampaignType,
  BatchOrderAction,
  DelayedOrderAction,
  FreeShippingTariff,
  GroupOrderCase,
  NewOrderDiscountType,
  OfferType,
  OpinionState,
  OrderCommentType,
  OrderState,
  OrderStateName,
  PaymentGateway,
  ShippingCompany,
  UploadKind,
  WarehouseCode,
} from './constants';
export {
  AI_CAMPAIGN_TYPES,
  BATCH_ORDER_ACTIONS,
  COMPETITOR_CURRENCIES,
  COUNTRY_CODE_LENGTH,
  CURRENCY_LOCALES,
  DEFAULT_CURRENCY,
  DELAYED_ORDER_ACTIONS,
  DELAYED_ORDER_SHOPS,
  DISCOUNT_PERCENT,
  DTP_TARIFF,
  EDITABLE_ORDER_STATES,
  FIXED_COMMISSION_GATEWAY,
  FREE_SHIPPING_AMOUNT_DECIMALS,
  FREE_SHIPPING_TARIFFS,
  GROUP_MATCH_SUPPLIER,
  GROUP_ORDER_BUYERS,
  GROUP_ORDER_CASES,
  GROUP_ORDER_DEFAULT,
  GROUP_ORDER_EXCLUDED_BUYERS,
  INVOICE_LIST_FIRST_PAGE,
  INVOICE_LIST_PAGE_SIZE,
  LANGUAGE_CODE_LENGTH,
  MANDATORY_ADDRESS_COLUMNS,
  MARKETPLACE_DEFAULT_PAGE_SIZE,
  MARKETPLACE_PAGE_SIZES,
  MATCH_CODE_MAX_LENGTH,
  MATCHES_DEFAULT_PAGE_SIZE,
  MATCHES_PAGE_SIZES,
  MULTI_ORDER_INVOICE_DRAFT,
  MULTI_ORDER_INVOICE_INVOICED,
  NEW_OFFER_DEFAULTS,
  NEW_ORDER_DISCOUNT_TYPES,
  OFFER_DISCOUNT_FRACTION,
  OFFER_TYPE_LABELS,
  OFFER_TYPES,
  OPINION_RATE,
  OPINION_STATES,
  OPINIONS_LIST_DEFAULTS,
  OPINIONS_PAGE_SIZE,
  OPTIONAL_ADDRESS_COLUMNS,
  ORDER_COMMENT_TYPES,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  ORDER_TABLE_PAGE_SIZE,
  OUT_OF_CATALOGUE_VAT_RATE,
  OVERLAP_ERROR_MARKER,
  PAGE_WINDOW_SIZE,
  PAYMENT_GATEWAYS,
  PRESENT_MESSAGE_MAX_LENGTH,
  PROCESSING_ERROR_TOAST_MS,
  REVIEW_LENGTH,
  SET_INVOICED_FAILURE_STATUS,
  SHIPPING_COMPANIES,
  SHOP_VAT_RATES,
  SUCCESS_RELOAD_DELAY_MS,
  SUPPLIER_ACTIONS,
  UNLIMITED_STOCK_VALUES,
  UPLOAD_TYPES,
  WAREHOUSE_CODES,
} from './constants';
export type { NotifyDelayInput } from './delays';
export { delayMessages, isCalendarDay, parseShopOrderId, validateNotifyDelay } from './delays';
export type { EditOrderLine, OrderEditPayload } from './edit-order';
export {
  isOrderEditable,
  orderLinesTotal,
  prepareOrderEdit,
  unitPriceParts,
  validateEditOrderLine,
} from './edit-order';
export type {
  ErpAnalyticsRecord,
  ErpBillingAddressRecord,
  ErpBottleRecord,
  ErpCompetitorPriceRecord,
  ErpFreeShippingRateRecord,
  ErpMatchRecord,
  ErpOfferRecord,
  ErpOpinionRecord,
  ErpPriceComparatorEntryRecord,
  ErpPriceComparatorUrlRecord,
  ErpProductSearchResultRecord,
  ErpSupplierProductRecord,
  ErpSupplierRecord,
  ErpUserRecord,
  ErpUserSummaryRecord,
} from './erp-records';
export {
  erpAnalyticsRecord,
  erpBillingAddressRecord,
  erpBottleRecord,
  erpCompetitorPriceRecord,
  erpFreeShippingRateRecord,
  erpMatchRecord,
  erpOfferRecord,
  erpOpinionRecord,
  erpPriceComparatorEntryRecord,
  erpPriceComparatorUrlRecord,
  erpProductSearchResultRecord,
  erpSupplierProductRecord,
  erpSupplierRecord,
  erpUserRecord,
  erpUserSummaryRecord,
} from './erp-records';
export type { FreeShippingRate } from './free-shipping-rate';
export {
  forcesZeroMinimums,
  isFreeShippingTariff,
  normaliseTariff,
  validateFreeShippingRate,
} from './free-shipping-rate';
export type { InvoiceFileLine, InvoiceTemplate, LineIssue } from './invoice-columns';
export {
  expectedGatewayCommission,
  expectedInvoiceCost,
  expectedShippingCost,
  GATEWAY_COMMISSION_RULE,
  invoiceColumnMessages,
  parseInvoiceAmount,
  readInvoiceRow,
  roundCents,
  SHIPPING_COST_RULE,
  validateInvoiceTemplate,
} from './invoice-columns';
export type {
  InvoiceCostLine,
  InvoiceImport,
  InvoiceImportKind,
  TaxServiceInvoice,
  WarehouseCost,
} from './invoice-import';
export {
  hasFixedCommission,
  validateDateFilter,
  validateInvoiceImport,
  validateTaxServiceInvoice,
  validateUploadFile,
  validateWarehouseCost,
} from './invoice-import';
export {
  marketplacePageSize,
  matchCodeMaxLength,
  matchesPageSize,
  validateMatchCode,
} from './marketplace';
export { commerceMessages } from './messages';
export type { BillingAddress, MultiOrderInvoiceCreate, OrderComment } from './multi-order-invoice';
export {
  billingAddressSchema,
  isMultiOrderInvoiceEditable,
  multiOrderInvoiceCreateSchema,
  orderCommentSchema,
  validateAddOrders,
  validateBillingAddress,
  validateHibernation,
  validateMultiOrderInvoiceCreate,
  validateOrderComment,
  validateOrderSelection,
} from './multi-order-invoice';
export type { AddressRow, NewOrder, NewOrderLine } from './new-order';
export {
  missingAddressColumns,
  validateAddressColumns,
  validateNewOrder,
  validateNewOrderLine,
  validateShippingAddress,
} from './new-order';
export type { Offer, OfferTiming } from './offer';
export { offerActions, offerTiming, validateOffer, validateOfferDiscountEdit } from './offer';
export type { Opinion, OpinionAction } from './opinion';
export {
  canTransitionOpinion,
  OPINION_ACTION_TARGETS,
  opinionActions,
  opinionSchema,
  validateOpinion,
} from './opinion';
export { delayedOrderAction, groupOrderBuyers, shopOrderId, wineHref } from './orders';
export { isOverlapError } from './overlap-error';
export { pageWindow } from './page-window';
export { type ClosedPeriod, periodsIntersect } from './periods';
export { schemaResult } from './schema-result';
export {
  costPerBottle,
  EUROTAX_HOME_COUNTRY,
  EUROTAX_TEMPLATE,
  linesVat,
  shareByWeight,
  taxServiceMessages,
  toCents,
} from './tax-service';
export type { UserEdit } from './user-edit';
export {
  newsletterFromSubscription,
  subscriptionFromNewsletter,
  userEditSchema,
  validateUserEdit,
} from './user-edit';
