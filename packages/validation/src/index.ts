export type { Issue, Result } from './result';
export { fail, ok } from './result';
export { messages } from './messages';
export type { LoginInput } from './login';
export { validateLogin } from './login';
export type { Language, Shop, ShopId } from './shops';
export {
  DEFAULT_SHOP,
  DEFAULT_SHOP_DOMAINS,
  LANGUAGES,
  PRODUCT,
  SHOP_IDS,
  SHOPS,
  shopFromHost,
  shopsFor,
} from './shops';
export type { Permission } from './permissions';
export { ALL_PERMISSIONS, isPermission, PERMISSIONS } from './permissions';
export { ADMIN_PAGE_SIZE, LOCK_LEASE_MS, TIMERS } from './timers';
export { slugify } from './slugify';
export { currencyForCountry, formatMoney } from './money';
export {
  formatInMadrid,
  isBeforeTodayInMadrid,
  MADRID_TIME_ZONE,
  madridDay,
  madridEndOfDay,
  madridStartOfDay,
} from './madrid-time';
