import type { NewOrderBatchInput } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * invoice_multiorder_batch_create_orders: one order per address, each address's result in the answer. The invoice
 * changed, so every order query (`['erp', 'orders']`: its detail, its list) is refetched.
 */
export function useCreateOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewOrderBatchInput) => apiClient.orders.batchCreateOrders(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['erp', 'orders'] }),
  });
}
