import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useRefreshInvoice } from './refresh-invoice';

/** GraphQL batch_pedido_hibernate: each order's result; the invoice refreshes. */
export function useHibernateOrders(id: number) {
  const refresh = useRefreshInvoice(id);
  return useMutation({
    mutationFn: ({ pedidos, date }: { pedidos: readonly number[]; date: string }) =>
      apiClient.orders.hibernateOrders(pedidos, date),
    onSettled: refresh,
  });
}
