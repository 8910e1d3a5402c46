import type { ShopId } from '@cellar/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshDelays } from './delays-query-keys';

/** POST /orders/{shopletter}{id_pedido}/@update-na: an ago line's product is notified as unavailable. */
export function useNotifyUnavailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shop, id_pedido, referencia }: { shop: ShopId; id_pedido: number; referencia: string }) =>
      apiClient.orders.notifyUnavailable(shop, id_pedido, referencia),
    onSuccess: () => refreshDelays(queryClient),
  });
}
