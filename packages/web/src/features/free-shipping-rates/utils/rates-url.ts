import { defineUrlState, page } from '@/lib/url-state';

/** The Free Shipping Rates screen's URL state: the page (0-based). */
export const ratesUrl = defineUrlState({ page: page() });
