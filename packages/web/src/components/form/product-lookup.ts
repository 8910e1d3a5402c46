import type { ProductReference } from '@cellar/sdk';
import {
  CATALOGUE_LIMITS,
  exactMatchesFirst,
  looksLikeReference,
  PRODUCT_LOOKUP_MAX,
} from '@cellar/validation/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_URL, apiClient } from '@/lib/api-client';

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
