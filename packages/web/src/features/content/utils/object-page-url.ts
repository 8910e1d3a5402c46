import { defineUrlState, name } from '@/lib/url-state';

/**
 * The object page's URL state (site-content-and-shell §2.3): `?path=` the object (the root when missing), `?tab=`
 * the tab (the first the user may see when missing), `?menu=` the section of a tab with a left menu.
 */
export const objectPageUrl = defineUrlState({ path: name(), tab: name(), menu: name() });
