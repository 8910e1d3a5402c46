import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { multiOrderInvoiceKeys } from './multi-order-invoice-query-keys';

/** POST /orders/@confirm-payment-multiorder: the invoice collected and its orders paid; the check and the invoice refresh. */
export function useConfirmMultiOrderPayment(id: number, id_factura: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.orders.confirmMultiOrderPayment(id, id_factura),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: multiOrderInvoiceKeys.payment(id_factura) }),
        queryClient.invalidateQueries({ queryKey: multiOrderInvoiceKeys.detail(id) }),
      ]),
  });
}
