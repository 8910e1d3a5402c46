import type { ProductReference } from '@cellar/sdk';
import { CATALOGUE_LIMITS } from '@cellar/validation/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Words of a name, or the start of a reference, from this many characters on. */
export const REFERENCE_SEARCH_MIN_LENGTH = 2;

/**
 * The catalogue's product references whose product name or reference matches `nombre` (`POST @search-product`,
 * catalogue-editors §7): the first 15 products (§9), each reference a pack row, at most 15 suggestions.
 */
export const catalogueReferenceSearchQuery = (nombre: string) =>
  queryOptions({
    queryKey: ['catalogue', 'search-product', nombre],
    queryFn: async (): Promise<ProductReference[]> => {
      const page = await apiClient.catalogue.searchProducts({
        nombre,
        size: CATALOGUE_LIMITS.productSearchSuggestions,
      });
      return page.items
        .flatMap((product) => product.references)
        .slice(0, CATALOGUE_LIMITS.productSearchSuggestions);
    },
    enabled: nombre.trim().length >= REFERENCE_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });

export const useCatalogueReferenceSearch = (nombre: string) =>
  useQuery(catalogueReferenceSearchQuery(nombre));
