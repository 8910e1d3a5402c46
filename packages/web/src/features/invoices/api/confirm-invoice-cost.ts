import type { InvoiceCostInput } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invoiceUploadKeys } from './invoice-upload-query-keys';

/** POST /orders/@invoice-cost-confirm: stores the invoice; its preview is refetched (now already imported). */
export function useConfirmInvoiceCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceCostInput) => apiClient.invoices.confirmInvoiceCost(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceUploadKeys.all }),
  });
}
