import type { ProductReference } from '@cellar/sdk';
import {
  CATALOGUE_LIMITS,
  exactMatchesFirst,
  looksLikeReference,
  PRODUCT_LOOKUP_MAX,
} from '@cellar/validation/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_URL, apiClient } from '@/lib/api-client';
import { erpProductSearchQuery } from './erp-product-search';

/**
 * A product as the picker lists it: a catalogue reference (name, vintage, format, anv800 image), with the ERP's
 * price and stock when it comes from the ERP's search.
 */
export type PickerProduct = ProductReference & { precio?: number; disponibilidad?: number };

/** Where the picker searches: the catalogue (`@search-product`), or the ERP's products (pedido_search_producto). */
export type ProductSource = 'catalogue' | 'erp';

/** Words of a name, or the start of a reference, from this many characters on. */
export const REFERENCE_SEARCH_MIN_LENGTH = 2;

const productLookupKeys = { all: ['catalogue', 'products'] as const };

/**
 * Where a reference's anv800 image is public (`GET /images/{reference}/anv800.png`, as on the shops): an `<img>`
 * reads it without the session, so a list of thumbnails costs no call of the API.
 */
export const productImageUrl = (referencia: string): string =>
  `${API_URL}/images/${encodeURIComponent(referencia)}/anv800.png`;

/** No space in it: the text may be a product group (a product's id, `herran-de-abalos-joven`). */
const mayBeGroup = (text: string) => !/\s/.test(text);

/**
 * The catalogue's product references matching `text` (`POST @search-product`, catalogue-editors §7): by words of the
 * name or the start of a reference, and by product group when the text may be one, exact matches first (the reference
 * typed, then its group's references), at most 15 suggestions (§9).
 */
export const catalogueProductSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...productLookupKeys.all, 'search', text],
    queryFn: async (): Promise<ProductReference[]> => {
      const size = CATALOGUE_LIMITS.productSearchSuggestions;
      const [byName, byGroup] = await Promise.all([
        apiClient.catalogue.searchProducts({ nombre: text, size }),
        mayBeGroup(text) && !looksLikeReference(text)
          ? apiClient.catalogue.searchProducts({ groups: [text], size })
          : null,
      ]);
      const found = [...(byGroup?.items ?? []), ...byName.items].flatMap((product) => product.references);
      return exactMatchesFirst(found, text).slice(0, size);
    },
    enabled: text.trim().length >= REFERENCE_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });

export const useCatalogueProductSearch = (text: string) => useQuery(catalogueProductSearchQuery(text));

/**
 * The ERP's products matching `text` (pedido_search_producto, with price and stock), each completed from the catalogue
 * (its vintage, format and anv800 image) by one `@prod-by-referencia` request for all of them; exact matches first.
 */
export const erpPickerSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...productLookupKeys.all, 'erp-search', text],
    queryFn: async ({ client }): Promise<PickerProduct[]> => {
      const found = await client.fetchQuery(erpProductSearchQuery(text));
      const rows: ProductRows =
        found.length === 0
          ? {}
          : // Without the catalogue's details the ERP's own still list: its name and price.
            await client.fetchQuery(productRowsQuery(found.map((row) => row.id_producto))).catch(() => ({}));
      const products = found.map(
        (row): PickerProduct => ({
          ...(rows[row.id_producto] ?? {
            referencia: row.id_producto,
            nombre: row.nombre,
            group: '',
            path: '',
            anyada: null,
            capacidad: '',
            estados: [],
            image: null,
          }),
          precio: row.precio,
          disponibilidad: row.disponibilidad,
        }),
      );
      return exactMatchesFirst(products, text);
    },
    enabled: text.trim().length >= REFERENCE_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });

export const useErpPickerSearch = (text: string) => useQuery(erpPickerSearchQuery(text));

/** Each key asked for → the reference it names, or null when the catalogue has none. */
export type ProductRows = Record<string, ProductReference | null>;

/**
 * References (or pack content keys, `group#capacity`) resolved in one request (`POST @prod-by-referencia`,
 * catalogue-editors §7), `PRODUCT_LOOKUP_MAX` a request beyond that. Keys are sorted in the query key, so the same
 * set in another order asks nothing again, and a screen showing several lists of them asks once.
 */
export const productRowsQuery = (keys: readonly string[]) => {
  const sorted = [...new Set(keys.map((key) => key.trim()).filter((key) => key !== ''))].sort();
  return queryOptions({
    queryKey: [...productLookupKeys.all, 'by-reference', sorted] as const,
    queryFn: async (): Promise<ProductRows> => {
      const batches: string[][] = [];
      for (let at = 0; at < sorted.length; at += PRODUCT_LOOKUP_MAX)
        batches.push(sorted.slice(at, at + PRODUCT_LOOKUP_MAX));
      const answers = await Promise.all(
        batches.map((batch) => apiClient.catalogue.productsByReference(batch)),
      );
      return Object.assign({}, ...answers.map((answer) => answer.rows));
    },
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** {@link productRowsQuery} as a hook: `data` is undefined while the first answer comes. */
export const useProductRows = (keys: readonly string[]) => useQuery(productRowsQuery(keys));
