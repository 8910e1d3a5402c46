import type { paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import type { CellarClient } from './create-client';
import { createProductContentApi } from './product-content-api';
import { createPromosApi, createTaxonomyApi } from './promos-api';
import { createSiteApi } from './site-api';

/**
 * `client.site`: the site content editors' calls (site-content-and-shell §2.4 to §2.13): tags, submenus and menus,
 * promos, taxonomies, and the product content created from an orphan option. Loaded on its first call.
 */
export function createSiteGroup(raw: Client<paths>, client: CellarClient) {
  return {
    ...createSiteApi(raw),
    promos: createPromosApi(client),
    taxonomy: createTaxonomyApi(client),
    productContent: createProductContentApi(raw),
  };
}

export type SiteGroup = ReturnType<typeof createSiteGroup>;
