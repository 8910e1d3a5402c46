import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The ERP's products whose reference or name matches `query` (GraphQL pedido_search_producto), 2 characters on:
 * what the ERP screens (offers, orders) pick from, each with its price and stock.
 */
export const erpProductSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['erp', 'products', query],
    queryFn: () => apiClient.erp.graphql.searchProducts(query),
    enabled: query.trim().length >= 2,
    staleTime: 60_000,
  });
