import type { ErpOpinionUpdate } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { opinionKeys } from './query-keys';

/**
 * PATCH /opinions/{id}: saves the text fields; with `estado: 'pend'` it sends an opinion back to pending.
 * The lists and the totals refresh (an opinion that changed state leaves its tab).
 */
export function useUpdateOpinion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ErpOpinionUpdate }) =>
      apiClient.erp.opinions.update(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opinionKeys.all }),
  });
}
