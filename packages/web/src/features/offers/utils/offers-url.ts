import { OFFER_TYPES } from '@cellar/validation/commerce';
import { day, defineUrlState, oneOf, page, text } from '@/lib/url-state';

/** The Offers screen's URL state: search, date (YYYY-MM-DD), type and page (0-based). */
export const offersUrl = defineUrlState({ q: text(), date: day(), tipo: oneOf(OFFER_TYPES), page: page() });
