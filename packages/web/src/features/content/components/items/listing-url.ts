import { defineUrlState, page, text } from '@/lib/url-state';

/**
 * The listing's URL state (site-content-and-shell §2.3): the search `q` and the page (0-based, default 0, left
 * out). `path`, `tab` and `menu` belong to the object page and are kept as they are, `/` readable.
 */
export const listingUrl = defineUrlState({ q: text(), page: page() });
