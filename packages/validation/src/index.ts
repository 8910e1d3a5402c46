export type { LoginInput } from './login';
export { validateLogin } from './login';
export {
  formatInMadrid,
  isBeforeTodayInMadrid,
  MADRID_TIME_ZONE,
  madridDay,
  madridEndOfDay,
  madridStartOfDay,
} from './madrid-time';
export { messages } from './messages';
export { currencyForCountry, formatMoney } from './money';
export type { Permission } from './permissions';
export { ALL_PERMISSIONS, isPermission, PERMISSIONS } from './permissions';
export type { Issue, Result } from './result';
export { fail, ok } from './result';
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
export { slugify } from './slugify';
export { ADMIN_PAGE_SIZE, LOCK_LEASE_MS, TIMERS } from './timers';
