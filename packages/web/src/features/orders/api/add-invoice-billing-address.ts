import type { ErpBillingAddressInput } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { multiOrderInvoiceKeys } from './multi-order-invoice-query-keys';

/** GraphQL user_add_datos_fac for the invoice's customer; refreshes their addresses. */
export function useAddInvoiceBillingAddress(id_usuario: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: ErpBillingAddressInput) =>
      apiClient.erp.graphql.addBillingAddress(id_usuario, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: multiOrderInvoiceKeys.customer(id_usuario) }),
  });
}
