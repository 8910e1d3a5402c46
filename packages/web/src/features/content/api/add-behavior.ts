import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentKeys } from './query-keys';

/** Adds a dynamic behaviour to an object (PATCH @behaviors). */
export function useAddBehavior() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, behavior }: { path: string; behavior: string }) =>
      apiClient.content.addBehavior(path, behavior),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentKeys.forPath(path)),
  });
}
