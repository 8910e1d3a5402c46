import {
  MARKETPLACE_DEFAULT_PAGE_SIZE,
  MARKETPLACE_PAGE_SIZES,
  MATCHES_DEFAULT_PAGE_SIZE,
  MATCHES_PAGE_SIZES,
} from '@cellar/validation/commerce';
import { defineUrlState, numberOf, page, text } from '@/lib/url-state';

/**
 * Match products: `?supplier=` picks the supplier, `?page=` (1-based, as the supplier-products call counts) and
 * `?size=` (10, 20, 50 or 100; default 10) page its products.
 */
export const matchProductsUrl = defineUrlState({
  supplier: text(),
  page: page({ first: 1 }),
  size: numberOf(MARKETPLACE_PAGE_SIZES, MARKETPLACE_DEFAULT_PAGE_SIZE),
});

/** Edit matchs: `?page=` (1-based) and `?size=` (10 to 50; default 10) page the matches. */
export const editMatchsUrl = defineUrlState({
  page: page({ first: 1 }),
  size: numberOf(MATCHES_PAGE_SIZES, MATCHES_DEFAULT_PAGE_SIZE),
});
