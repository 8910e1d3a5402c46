import { LANGUAGES, SHOP_IDS } from '@cellar/validation';
import { OPINION_STATES } from '@cellar/validation/commerce';
import { defineUrlState, numberOf, oneOf, page, text, type UrlView } from '@/lib/url-state';

/** The card grid shows 4 to 20 columns (commerce-operations §2); 4 unless the URL says otherwise. */
const OPINION_COLUMNS = { min: 4, max: 20, default: 4 } as const;

/** The column counts the Columns control offers. */
export const COLUMN_CHOICES = Array.from(
  { length: OPINION_COLUMNS.max - OPINION_COLUMNS.min + 1 },
  (_, index) => OPINION_COLUMNS.min + index,
);

/**
 * The Opinions screen's URL state: tab (a status, pending unless said), page (0-based), columns and the filters
 * column (language, shop, search). A new tab or filter goes back to the first page; the column count keeps it.
 */
export const opinionsUrl = defineUrlState({
  tab: oneOf(OPINION_STATES, 'pend'),
  idioma: oneOf(LANGUAGES),
  shop: oneOf(SHOP_IDS),
  q: text(),
  cols: { ...numberOf(COLUMN_CHOICES, OPINION_COLUMNS.default), filter: false },
  page: page(),
});

export type OpinionsView = UrlView<typeof opinionsUrl.params>;
