import { parentPath } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentKeys } from './query-keys';

/** Moves one object into the folder `destination`; answers the moved object (its new `@id`). */
export function useMoveObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, destination }: { path: string; destination: string }) =>
      apiClient.content.move(path, destination),
    onSuccess: (_data, { path, destination }) => {
      queryClient.removeQueries(contentKeys.forPath(path));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.object(parentPath(path)) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.object(destination) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'logs'] }),
      ]);
    },
  });
}
