import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { offerKeys } from './query-keys';

/** POST /offers/{id}/@expire: a current offer ends now and becomes frozen. */
export function useExpireOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.erp.offers.expire(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.searches() }),
  });
}
