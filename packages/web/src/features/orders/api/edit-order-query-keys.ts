import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of Edit order; every key starts with `['erp', 'orders']`. */
export const editOrderKeys = {
  all: ['erp', 'orders'] as const,
  full: (id_pedido: number) => [...editOrderKeys.all, 'full', id_pedido] as const,
  outCatalog: () => [...editOrderKeys.all, 'out-catalog'] as const,
};

export const editOrderQueries = {
  /** GET /orders/{id}/@full: the order with every Edit-order line. */
  full: (id_pedido: number) =>
    queryOptions({
      queryKey: editOrderKeys.full(id_pedido),
      queryFn: () => apiClient.orders.full(id_pedido),
      // The form edits what the server holds now.
      staleTime: 0,
    }),
  /** GET @ids-products-out-catalog: a short list that seldom changes. */
  outCatalog: () =>
    queryOptions({
      queryKey: editOrderKeys.outCatalog(),
      queryFn: () => apiClient.orders.outCatalogProducts(),
      staleTime: 5 * 60_000,
    }),
};
