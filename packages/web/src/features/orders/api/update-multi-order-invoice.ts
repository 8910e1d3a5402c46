import type { MultiOrderInvoiceUpdate } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { multiOrderInvoiceKeys } from './multi-order-invoice-query-keys';

/** GraphQL invoice_multiorder_update (billing address, or orders removed); the answer replaces the cached invoice. */
export function useUpdateMultiOrderInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MultiOrderInvoiceUpdate) => apiClient.orders.updateMultiOrderInvoice(id, change),
    onSuccess: (invoice) => {
      queryClient.setQueryData(multiOrderInvoiceKeys.detail(id), invoice);
      return queryClient.invalidateQueries({ queryKey: multiOrderInvoiceKeys.searches() });
    },
  });
}
