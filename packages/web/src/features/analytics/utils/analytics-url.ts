import { DELIVERY_COUNTRIES } from '@cellar/validation/catalogue';
import { defineUrlState, oneOf, page, text } from '@/lib/url-state';
import { SORT_DIRECTIONS, TRAFFIC_COLUMN_KEYS } from './traffic-table';

/** The tabs of commerce-operations §2, as `?tab=` names them ('' is the first, the traffic table). */
export const ANALYTICS_TABS = ['traffic', 'funnel', 'price-comparator'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** The tab shown; each tab has its own parameters beside it, below. */
export const analyticsUrl = defineUrlState({ tab: oneOf(ANALYTICS_TABS) });

/** "Product traffic & performance": the group filter, the domain, and the sort (`?sort=purchase&dir=desc`). */
export const trafficUrl = defineUrlState({
  q: text(),
  domain: text(),
  sort: oneOf(TRAFFIC_COLUMN_KEYS),
  dir: oneOf(SORT_DIRECTIONS),
});

/** "Price comparator": the country (default the main shop's, es) and the page of its URLs (0-based). */
export const priceComparatorUrl = defineUrlState({ country: oneOf(DELIVERY_COUNTRIES), page: page() });
