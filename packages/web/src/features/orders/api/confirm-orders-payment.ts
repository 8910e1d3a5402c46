import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useRefreshInvoice } from './refresh-invoice';

/** GraphQL batch_pedido_confirm_payment: each order's result; the invoice refreshes. */
export function useConfirmOrdersPayment(id: number) {
  const refresh = useRefreshInvoice(id);
  return useMutation({
    mutationFn: (pedidos: readonly number[]) => apiClient.orders.confirmOrdersPayment(pedidos),
    onSettled: refresh,
  });
}
