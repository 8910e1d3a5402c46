import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Catalogue products whose reference or name matches `query` (GraphQL pedido_search_producto), 2 characters on. */
export const productSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['erp', 'products', query],
    queryFn: () => apiClient.erp.graphql.searchProducts(query),
    enabled: query.trim().length >= 2,
    staleTime: 60_000,
  });

export const useProductSearch = (query: string) => useQuery(productSearchQuery(query));
