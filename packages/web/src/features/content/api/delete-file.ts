import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentKeys } from './query-keys';

/** Removes the file of a file field (DELETE @delete/{field}). */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, field }: { path: string; field: string }) =>
      apiClient.content.deleteFile(path, field),
    onSuccess: (_data, { path }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.object(path) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.logs(path) }),
      ]),
  });
}
