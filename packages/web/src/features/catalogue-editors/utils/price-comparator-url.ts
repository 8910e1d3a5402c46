import { CATALOGUE_LIMITS, DELIVERY_COUNTRIES } from '@cellar/validation/catalogue';
import { defineUrlState, oneOf, page } from '@/lib/url-state';

/**
 * The product's Price comparator tab (catalogue-editors §2): `?country=` the delivery country (the main shop's, es,
 * by default) and `?page=` the 0-based page of its comparison; another country starts from its first page.
 */
export const productPriceComparatorUrl = defineUrlState({
  country: oneOf(DELIVERY_COUNTRIES, 'es'),
  page: page(),
});

/** Comparison rows a page (§9). */
export const COMPARISON_PAGE_SIZE = CATALOGUE_LIMITS.priceComparatorPageSize;

/**
 * The product groups a product's comparison is read for: the ERP's `grupo` of a product is its id (docs/decisions.md,
 * product search `groups`).
 */
export const productGroupsOf = (object: { '@name': string }): string[] => [object['@name']];

/** The rows of one page of a comparison (already in the comparator's order: in stock first, then ranking). */
export const comparisonPage = <T>(rows: readonly T[], page: number, pageSize = COMPARISON_PAGE_SIZE): T[] =>
  rows.slice(page * pageSize, (page + 1) * pageSize);

/** How many rows the pages count: the longest comparison among the entries (each table pages alike). */
export const comparisonTotal = (entries: readonly { comparison: readonly unknown[] }[]): number =>
  entries.reduce((most, entry) => Math.max(most, entry.comparison.length), 0);
