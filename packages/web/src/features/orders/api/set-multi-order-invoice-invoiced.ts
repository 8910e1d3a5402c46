import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { multiOrderInvoiceKeys } from './multi-order-invoice-query-keys';

/** Create invoice (GraphQL invoice_multiorder_set_invoiced): OK or KO; the list and the invoice refresh. */
export function useSetMultiOrderInvoiceInvoiced(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.orders.setMultiOrderInvoiceInvoiced(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: multiOrderInvoiceKeys.all }),
  });
}
