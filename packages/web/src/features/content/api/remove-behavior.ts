import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentKeys } from './query-keys';

/** Removes a dynamic behaviour from an object (DELETE @behaviors). */
export function useRemoveBehavior() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, behavior }: { path: string; behavior: string }) =>
      apiClient.content.removeBehavior(path, behavior),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentKeys.forPath(path)),
  });
}
