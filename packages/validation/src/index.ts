export { validateCompetitorUrl, validatePriceComparatorUrl } from './competitor-url';
export {
  CONTAINER_URL_PATH,
  containerUrlSegments,
  folderPath,
  isDotSegment,
  normalisePath,
  parentPath,
  parseObjectPath,
  pathSegments,
  ROOT_PATH,
} from './content-path';
export type { ErrorReportInput } from './error-report';
export { ERROR_REPORT_LIMITS, errorReportSchema } from './error-report';
export { ERROR_TYPE_BY_STATUS } from './error-types';
export { ownValue } from './fields';
export { formMessages } from './form-messages';
export { isAbsoluteHttpUrl } from './http-url';
export type { GrantKind, GrantSetting, NewGrant, NewGrantInput, StoredGrantSetting } from './local-grants';
export { GRANT_KINDS, GRANT_SETTINGS, isGrantKind, isGrantSetting, validateNewGrant } from './local-grants';
export type { LoginInput } from './login';
export { validateLogin } from './login';
export {
  formatInMadrid,
  isBeforeTodayInMadrid,
  MADRID_TIME_ZONE,
  madridDay,
  madridEndOfDay,
  madridStartOfDay,
  madridWallTime,
} from './madrid-time';
export { messages } from './messages';
export {
  CURRENCY_LOCALES,
  currencyForCountry,
  DEFAULT_CURRENCY,
  formatMoney,
  hasAtMostDecimals,
  MONEY_DECIMALS,
} from './money';
export type { DateInput } from './parse-instant';
export { parseInstant } from './parse-instant';
export {
  fractionToPercent,
  PERCENT_RANGE,
  percentToFraction,
  validateGrapePercentage,
  validatePercentage,
} from './percent';
export type { Permission } from './permissions';
export { ALL_PERMISSIONS, isPermission, PERMISSIONS } from './permissions';
export type { Issue, Result } from './result';
export { fail, ok } from './result';
export type { GuillotinaRole, RoleHolder } from './roles';
export {
  ADMIN_ROLE,
  ALL_GUILLOTINA_ROLES,
  GUILLOTINA_GROUP_ROLES,
  GUILLOTINA_ROLE_PERMISSIONS,
  GUILLOTINA_ROLES,
  guillotinaRoleGrants,
  holdsRole,
  isGuillotinaRole,
} from './roles';
export { parseShopDomains } from './shop-domains';
export type { CellarEnvironment, ConfiguredShop, ShopConfiguration } from './shop-host';
export {
  CELLAR_ENVIRONMENTS,
  configureShops,
  DEFAULT_CELLAR_ENVIRONMENT,
  HOST_PREFIXES,
  hostPrefix,
  PRODUCTION_HOST_PREFIX,
  STAGING_HOST_PREFIX,
  shopHost,
} from './shop-host';
export { shopMessages } from './shop-messages';
export type { Language, Shop, ShopId } from './shops';
export {
  DEFAULT_SHOP,
  DEFAULT_SHOP_DOMAINS,
  LANGUAGES,
  PRODUCT,
  SHOP_IDS,
  SHOPS,
  shopCurrency,
  shopFromHost,
  shopOfCountry,
  shopsFor,
} from './shops';
export { slugify } from './slugify';
export { isUnlimitedStock, quantityCap, UNLIMITED_STOCK_VALUES } from './stock';
export type {
  TextChunkDecoder,
  TextInputEncoding,
  TextInputPlatform,
} from './text-input-decoder';
export { TextEncodingError, TextInputDecoder, textInputMessages } from './text-input-decoder';
export { ADMIN_PAGE_SIZE, LOCK_LEASE_MS, TIMERS } from './timers';
export { MAX_UPLOAD_BYTES, uploadMessages } from './upload-limits';
