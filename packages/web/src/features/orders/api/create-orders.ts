import type { NewOrderBatchInput } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { multiOrderInvoiceKeys } from './multi-order-invoice-query-keys';

/**
 * invoice_multiorder_batch_create_orders: one order per address, each address's result in the answer. The invoice
 * changed, so its queries (detail, searches) and every order query (`['erp', 'orders']`) are refetched.
 */
export function useCreateOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewOrderBatchInput) => apiClient.orders.batchCreateOrders(input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: multiOrderInvoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['erp', 'orders'] }),
      ]),
  });
}
