import type { OrderEditPayload } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { editOrderKeys } from './edit-order-query-keys';

/**
 * POST /orders/{id}/@update-products; the answer is the saved order, put in the cache as it is (its pack_products
 * apart: the caller shows them), and every other order query is refreshed (lists showing its total).
 */
export function useUpdateOrderProducts(id_pedido: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OrderEditPayload) => apiClient.orders.updateProducts(id_pedido, payload),
    onSuccess: ({ pack_products: _packs, ...order }) => {
      queryClient.setQueryData(editOrderKeys.full(id_pedido), order);
      return queryClient.invalidateQueries({
        queryKey: editOrderKeys.all,
        predicate: (query) => query.queryKey[2] !== 'full' || query.queryKey[3] !== id_pedido,
      });
    },
  });
}
