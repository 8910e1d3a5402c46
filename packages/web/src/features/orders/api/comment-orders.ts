import type { MultiOrderInvoiceCommentType } from '@cellar/sdk';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useRefreshInvoice } from './refresh-invoice';

/** GraphQL batch_pedido_addcomment: each order's result; the invoice refreshes. */
export function useCommentOrders(id: number) {
  const refresh = useRefreshInvoice(id);
  return useMutation({
    mutationFn: ({
      pedidos,
      comment,
      tipo,
    }: {
      pedidos: readonly number[];
      comment: string;
      tipo: MultiOrderInvoiceCommentType;
    }) => apiClient.orders.commentOrders(pedidos, comment, tipo),
    onSettled: refresh,
  });
}
