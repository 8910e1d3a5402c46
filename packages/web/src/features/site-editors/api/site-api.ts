import { apiClient } from '@/lib/api-client';

/** The site editors' calls (tag page, Submenu, Menu): the client's `site` group, loaded on its first call. */
export const siteApi = apiClient.site;
