import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentKeys } from './query-keys';

/** Copies one object (and what it contains) into the folder `destination`; answers the copy. */
export function useCopyObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, destination }: { path: string; destination: string }) =>
      apiClient.content.duplicate(path, destination),
    onSuccess: (_data, { destination }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.object(destination) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'logs'] }),
      ]),
  });
}
