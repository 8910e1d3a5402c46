import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of the New order page; every key starts with `['erp', 'orders', 'new-order']`. */
export const newOrderKeys = {
  all: ['erp', 'orders', 'new-order'] as const,
  context: (id: number) => [...newOrderKeys.all, 'context', id] as const,
};

export const newOrderQueries = {
  /** new_order_context: the invoice's status, billing address and customer (null when there is none). */
  context: (id: number) =>
    queryOptions({
      queryKey: newOrderKeys.context(id),
      queryFn: () => apiClient.orders.newOrderContext(id),
      // Whether the invoice still takes orders is decided by what the server holds now.
      staleTime: 0,
    }),
};
