import { createSiteApi } from '@cellar/sdk';
import { apiClient } from '@/lib/api-client';

/**
 * The site editors' calls (tag page, Submenu, Menu) over the admin's one client: built in the editors' chunk, so the
 * first page, which builds the client, carries none of it.
 */
export const siteApi = createSiteApi(apiClient.raw);
