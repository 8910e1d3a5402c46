import type { ErpFreeShippingCreate } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { freeShippingKeys } from './query-keys';

/** POST /promos_trg/: one rate per country; an overlap fails with overlapping_date_exists. */
export function useCreateFreeShippingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: ErpFreeShippingCreate) => apiClient.erp.freeShipping.create(rate),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: freeShippingKeys.searches() }),
  });
}
