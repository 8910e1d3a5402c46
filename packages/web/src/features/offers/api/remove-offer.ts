import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { offerKeys } from './query-keys';

/** DELETE /offers/{id}: removes a future offer. */
export function useRemoveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.erp.offers.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.searches() }),
  });
}
