import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useRefreshInvoice } from './refresh-invoice';

/** GraphQL batch_pedido_cancel: each order's result; the invoice refreshes. */
export function useCancelOrders(id: number) {
  const refresh = useRefreshInvoice(id);
  return useMutation({
    mutationFn: (pedidos: readonly number[]) => apiClient.orders.cancelOrders(pedidos),
    onSettled: refresh,
  });
}
