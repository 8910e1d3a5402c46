import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { offerKeys } from './query-keys';

/** PATCH /offers/{id}/ with the new discount (0 to 1). */
export function useUpdateOfferDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, descuento_oferta }: { id: number; descuento_oferta: number }) =>
      apiClient.erp.offers.updateDiscount(id, descuento_oferta),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.searches() }),
  });
}
