import type { ShopId } from '@cellar/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshDelays } from './delays-query-keys';

/** POST /orders/{shopletter}{id_pedido}/@change-vintage: a cam line takes the next vintage and is completed. */
export function useChangeVintage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shop, id_pedido }: { shop: ShopId; id_pedido: number }) =>
      apiClient.orders.changeVintage(shop, id_pedido),
    onSuccess: () => refreshDelays(queryClient),
  });
}
