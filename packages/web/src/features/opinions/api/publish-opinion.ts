import type { ErpOpinionUpdate } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { opinionKeys } from './query-keys';

/** Save and publish: PATCH the edited fields, then POST /opinions/{id}/@publish; the opinion leaves Pending. */
export function usePublishOpinion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ErpOpinionUpdate }) => {
      await apiClient.erp.opinions.update(id, body);
      return apiClient.erp.opinions.publish(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: opinionKeys.all }),
  });
}
