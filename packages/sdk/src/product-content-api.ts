import type { components, paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { apiPath } from './content-api';
import {
  bodegaListSchema,
  orphanOptionListSchema,
  type ProductContentCreated,
  productContentCreatedSchema,
} from './product-content-schemas';
import { request } from './request';

/** The body of {@link ProductContentApi.create}: the page's form (validation's `validateCreateProductContent`). */
export type ProductContentRequest = components['schemas']['ProductContentRequest'];

/**
 * The calls of 'Create product content' (site-content-and-shell §2.13, §7): the ERP's options without product, the
 * wineries, and the registration of an option's product. They are the retailer's add-on views of Guillotina (a
 * plain Guillotina answers 404). Failures are the SDK's typed errors: `ValidationError` (400, the §5 messages at
 * their fields in `body.details`), `ForbiddenError` without ModifyContent on the winery, `ConflictError` (409) once
 * the option has its product.
 *
 * Not a group of `createClient`: the web admin's client is on its first page, whose size budget is spent, so a
 * screen builds this group on demand from the client's `raw` (`createProductContentApi(client.raw)`).
 *
 * @example
 * const productContent = createProductContentApi(client.raw);
 * const { products } = await productContent.orphanOptions();
 */
export function createProductContentApi(raw: Client<paths>) {
  return {
    /**
     * The ERP's options no product holds yet, by name (`GET @list-orphan-opciones`).
     * @example const { products } = await productContent.orphanOptions(); // [{ id_producto: 'NV20001', grupo, nombre, ... }]
     */
    orphanOptions: () =>
      request('listOrphanOptions', orphanOptionListSchema, () =>
        raw.GET('/db/guillotina/@list-orphan-opciones'),
      ),

    /**
     * The wineries the user may view, by name (`GET @list-all-bodegas`).
     * @example const { bodegas } = await productContent.bodegas(); // [{ id: 'vega', nombre: 'Vega Sicilia', path: '/bodegas/vega' }]
     */
    bodegas: () =>
      request('listAllBodegas', bodegaListSchema, () => raw.GET('/db/guillotina/@list-all-bodegas')),

    /**
     * Registers the product of an orphan option under a winery (`POST {bodega}/@create-vino-destilado-from-opcion`);
     * answers the new product's ids and content path.
     *
     * @example
     * const { path } = await productContent.create('/bodegas/vega/', {
     *   producto: 'NV20001', tienda: 'cellar', referencia: 'NV20001', tipo: '/vi/tinto', capacidad: '75',
     * });
     */
    create: (bodegaPath: string, body: ProductContentRequest): Promise<ProductContentCreated> =>
      request('createProductFromOption', productContentCreatedSchema, () =>
        raw.POST('/db/guillotina/{path}/@create-vino-destilado-from-opcion', {
          params: { path: { path: apiPath(bodegaPath) } },
          body,
        }),
      ),
  };
}

export type ProductContentApi = ReturnType<typeof createProductContentApi>;
