import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { freeShippingKeys } from './query-keys';

/** DELETE /promos_trg/{id}. */
export function useDeleteFreeShippingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.erp.freeShipping.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: freeShippingKeys.searches() }),
  });
}
