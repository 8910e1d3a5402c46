import type { ErpOfferCreate } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { offerKeys } from './query-keys';

/** POST /offers/ with one offer (what validateOffer answers); an overlap fails with overlapping_date_exists. */
export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: ErpOfferCreate) => apiClient.erp.offers.create([offer]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.searches() }),
  });
}
