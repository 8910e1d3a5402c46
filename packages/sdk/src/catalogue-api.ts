import type { components, paths } from '@cellar/contract';
import type { Language } from '@cellar/validation';
import type { ImageSlot } from '@cellar/validation/catalogue';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import {
  type ImageAnswer,
  imageAnswerSchema,
  type ProductDetail,
  type ProductSearchResponse,
  type ProductsByReferenceResponse,
  productDetailSchema,
  productSearchResponseSchema,
  productsByReferenceResponseSchema,
} from './catalogue-schemas';
import { apiPath } from './content-api';
import { request, requestBlob } from './request';

type Schemas = components['schemas'];
/** The body of {@link CatalogueApi.searchProducts}: every field optional. */
export type ProductSearchRequest = Schemas['ProductSearchRequest'];
/** Option states to keep (`{estado}`), for the product search and the lookup by reference. */
export type OptionStateFilter = Schemas['OptionStateFilter'];

const slotParams = (path: string, reference: string, slot: ImageSlot) => ({
  path: { path: apiPath(path), reference, type: slot },
});

const ok = z.unknown();

/**
 * The catalogue editors' calls (catalogue-editors §7): product images of the Images screen, the pack image, the
 * private sale of the Options / Pack tabs, and the pack editor's product search. They are the retailer's add-on
 * views of Guillotina (a plain Guillotina answers 404, a `NotFoundError`); the reference backend serves them all.
 * Failures are the SDK's typed errors: `ValidationError` (400, `body.details` lists `{path, message}` in the spec's
 * words), `ForbiddenError` without ModifyContent, `NotFoundError`, `ConflictError` (someone else's editing lock),
 * `HttpError` 413 for a file above 10 MiB.
 */
export function createCatalogueApi(raw: Client<paths>) {
  return {
    /**
     * Uploads the image of one slot of a product reference (Images screen). The file name must end in the slot, with
     * jpg for o4, o5 and art800 and png for anv800 and rev800 (run `validateSlotImageUpload` from
     * `@cellar/validation/catalogue` first to show the spec's message without a round trip); the server also checks
     * the bytes. Answers the image's path below the product, which the product's `images[reference][slot]` now holds.
     *
     * @example
     * const { path } = await client.catalogue.uploadImage('/bodegas/vega/unico/', 'VS00001', 'anv800', file, file.name);
     */
    uploadImage: (
      productPath: string,
      reference: string,
      slot: ImageSlot,
      file: Blob,
      filename: string,
    ): Promise<ImageAnswer> =>
      request('uploadImage', imageAnswerSchema, () =>
        raw.POST('/db/guillotina/{path}/@upload-image/{reference}/{type}', {
          params: { ...slotParams(productPath, reference, slot), header: { 'X-UPLOAD-FILENAME': filename } },
          body: file as unknown as string,
          bodySerializer: (body: unknown) => body,
          headers: { 'content-type': file.type || 'application/octet-stream' },
        }),
      ),

    /**
     * The image of a slot as a Blob (image/png or image/jpeg), for a preview through an object URL; a slot without
     * image is a `NotFoundError`.
     *
     * @example
     * const url = URL.createObjectURL(await client.catalogue.image('/bodegas/vega/unico/', 'VS00001', 'anv800'));
     */
    image: (productPath: string, reference: string, slot: ImageSlot): Promise<Blob> =>
      requestBlob(() =>
        raw.GET('/db/guillotina/{path}/@upload-image/{reference}/{type}', {
          params: slotParams(productPath, reference, slot),
          parseAs: 'blob',
        }),
      ),

    /**
     * Deletes the image of a slot (the spec's 'Imagen borrada'); a slot without image is a `NotFoundError`.
     *
     * @example
     * await client.catalogue.deleteImage('/bodegas/vega/unico/', 'VS00001', 'o4');
     */
    deleteImage: async (productPath: string, reference: string, slot: ImageSlot): Promise<void> => {
      await request('deleteImage', ok, () =>
        raw.DELETE('/db/guillotina/{path}/@upload-image/{reference}/{type}', {
          params: slotParams(productPath, reference, slot),
        }),
      );
    },

    /**
     * Generates the pack image (453x290 PNG) from the pack's products and stores it as its `pack_image` (read it with
     * `client.content.downloadFile(packPath, 'pack_image')`). Upload one instead with
     * `client.content.uploadFile(packPath, 'pack_image', file, name)` (png of 453x290 only).
     *
     * @example
     * const { path } = await client.catalogue.generatePackImage('/packs/pack-navidad-premium/'); // '@download/pack_image'
     */
    generatePackImage: (packPath: string): Promise<ImageAnswer> =>
      request('generatePackImage', imageAnswerSchema, () =>
        raw.POST('/db/guillotina/{path}/@generate-image', { params: { path: { path: apiPath(packPath) } } }),
      ),

    /**
     * Puts every option of the product on private sale (true) or public sale (false): `PATCH @opciones` with
     * `{opciones_to_modify: {solo_venta_privada}}`. Pass the `modification_date` you hold as `lastModDate` to be
     * refused (412) rather than overwrite someone else's change.
     *
     * @example
     * await client.catalogue.setPrivateSale('/packs/pack-navidad-premium/', true);
     */
    setPrivateSale: async (
      productPath: string,
      soloVentaPrivada: boolean,
      options: { lastModDate?: string } = {},
    ): Promise<void> => {
      await request('changeOptions', ok, () =>
        raw.PATCH('/db/guillotina/{path}/@opciones', {
          params: {
            path: { path: apiPath(productPath) },
            header: options.lastModDate ? { 'last-mod-date': options.lastModDate } : {},
          },
          body: { opciones_to_modify: { solo_venta_privada: soloVentaPrivada } },
        }),
      );
    },

    /**
     * One page of the products the user may view that match (name words or the start of a reference in `nombre`,
     * type prefixes, option states, references, groups), 15 by default, each with its references as pack rows
     * (reference, name, vintage, capacity, states, anv800 image path, group). Pass the answer's `cursor` for the
     * next page; it is null on the last.
     *
     * @example
     * const { items, cursor } = await client.catalogue.searchProducts({ nombre: 'rioja', tipo: '/vi', size: 15 });
     */
    searchProducts: (query: ProductSearchRequest = {}): Promise<ProductSearchResponse> =>
      request('searchProducts', productSearchResponseSchema, () =>
        raw.POST('/db/guillotina/@search-product', { body: query }),
      ),

    /**
     * One product by its id (the Producto's id, its group) or a reference of one of its options; `lang` gives its
     * name in that language. With `bodegaExtras` it also answers its slot images (the reference asked for first),
     * each with a same-origin URL (read it with `image(product.path, referencia, slot)`: the bearer token applies),
     * and its winery: what the newsletter image generator draws from. An unknown id is a `NotFoundError`.
     *
     * @example
     * const { images, bodega } = await client.catalogue.product('HE10028', { lang: 'es', bodegaExtras: true });
     */
    product: (
      id: string,
      options: { lang?: Language; bodegaExtras?: boolean } = {},
    ): Promise<ProductDetail> =>
      request('getProduct', productDetailSchema, () =>
        raw.GET('/db/guillotina/@product', {
          params: {
            query: {
              id,
              ...(options.lang ? { lang: options.lang } : {}),
              ...(options.bodegaExtras ? { bodega_extras: '1' as const } : {}),
            },
          },
        }),
      ),

    /**
     * The products of these references or pack content keys (`group#capacity`), and per key the reference it names
     * (null when none): what the Pack editor shows for a pack's `contenido_del_pack`.
     *
     * @example
     * const { rows } = await client.catalogue.productsByReference(Object.keys(pack.contenido_del_pack));
     */
    productsByReference: (
      referencias: readonly string[],
      opciones?: OptionStateFilter,
    ): Promise<ProductsByReferenceResponse> =>
      request('productsByReference', productsByReferenceResponseSchema, () =>
        raw.POST('/db/guillotina/@prod-by-referencia', {
          body: { referencias: [...referencias], ...(opciones ? { opciones } : {}) },
        }),
      ),
  };
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
