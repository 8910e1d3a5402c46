import type { ShopId } from '@cellar/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshDelays } from './delays-query-keys';

/** POST /orders/{shopletter}{id_pedido}/@notify-delay: the products' stock is expected on `date`. */
export function useNotifyDelay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      shop,
      id_pedido,
      products,
      date,
    }: {
      shop: ShopId;
      id_pedido: number;
      products: string[];
      date: string;
    }) => apiClient.orders.notifyDelay(shop, id_pedido, { products, date }),
    onSuccess: () => refreshDelays(queryClient),
  });
}
