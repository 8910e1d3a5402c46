import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { opinionKeys } from './query-keys';

/** POST /opinions/{id}/@refuse: the opinion goes to Not Published and leaves Pending. */
export function useRefuseOpinion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.erp.opinions.refuse(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opinionKeys.all }),
  });
}
