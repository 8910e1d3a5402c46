import { parentPath } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentKeys } from './query-keys';

/** Deletes one object and everything below it (needs DeleteContent); its parent's listing refreshes. */
export function useDeleteObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => apiClient.content.remove(path),
    onSuccess: (_data, path) => {
      queryClient.removeQueries(contentKeys.forPath(path));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.object(parentPath(path)) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'logs'] }),
      ]);
    },
  });
}
