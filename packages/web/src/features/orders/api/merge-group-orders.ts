import type { GroupOrderMerge } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { delayKeys } from './delays-query-keys';

/** POST /orders/@merge-group-orders: the merged orders leave the list (and a pair may leave the pickers). */
export function useMergeGroupOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupOrderMerge) => apiClient.orders.mergeGroupOrders(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: delayKeys.preparableLists() }),
        queryClient.invalidateQueries({ queryKey: delayKeys.groupProviders() }),
      ]),
  });
}
