import type { paths } from '@cellar/contract';
import type { Language } from '@cellar/validation';
import type { Client } from 'openapi-fetch';
import { apiPath } from './content-api';
import { request } from './request';

/**
 * The Region (ZonaGeo) editor's calls (site-content-and-shell §2.11, §7), the retailer's add-on views of
 * Guillotina (a plain Guillotina answers 404, a `NotFoundError`); the reference backend serves them all. Zone
 * saves are `client.content.upsert`. Failures: `ValidationError` 'Debes especificar un destino' without a
 * destination, `NotFoundError` for an unknown region, `ForbiddenError` without ModifyContent.
 *
 * The answer schemas load with the first call (a chunk of their own in a bundle): the admin's first page, which
 * builds the client, carries none of them.
 */
export function createRegionApi(raw: Client<paths>) {
  const schemas = () => import('./region-schemas');
  return {
    /**
     * The products placed in a region (`GET {region}/@products`): their count and each one's id and path.
     * @example const { items_count } = await client.regions.products('/zonas/espana/rioja/');
     */
    products: async (regionPath: string) =>
      request('listRegionProducts', (await schemas()).regionProductsSchema, () =>
        raw.GET('/db/guillotina/{path}/@products', { params: { path: { path: apiPath(regionPath) } } }),
      ),

    /**
     * The tree of zones under /zonas/ (`GET @get-zonas?lang=`), each named in `lang`, with its sub-zones.
     * @example const { zonas } = await client.regions.tree('fr'); // [{ id: 'espana', name: 'Espagne', children: [...] }]
     */
    tree: async (lang: Language) =>
      request('getZonas', (await schemas()).zonaTreeSchema, () =>
        raw.GET('/db/guillotina/@get-zonas', { params: { query: { lang } } }),
      ),

    /**
     * Moves every product of `source` to `dest` (`POST @product-change-region?es_refresh=true`), answers how many.
     * @example await client.regions.moveProducts('/zonas/espana/rioja', '/zonas/espana/toro'); // { moved: 2 }
     */
    moveProducts: async (source: string, dest: string) =>
      request('changeProductRegion', (await schemas()).regionMovedSchema, () =>
        raw.POST('/db/guillotina/@product-change-region', {
          params: { query: { es_refresh: true } },
          body: { source, dest },
        }),
      ),

    /**
     * Copies a region's products into `dest` (`POST {region}/@copy-content`): each gains dest as a further region.
     * @example await client.regions.copyProducts('/zonas/espana/rueda/', '/zonas/espana/bierzo'); // { copied: 7 }
     */
    copyProducts: async (regionPath: string, dest: string) =>
      request('copyRegionContent', (await schemas()).regionCopiedSchema, () =>
        raw.POST('/db/guillotina/{path}/@copy-content', {
          params: { path: { path: apiPath(regionPath) } },
          body: { dest },
        }),
      ),
  };
}

export type RegionApi = ReturnType<typeof createRegionApi>;
