import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentKeys } from './query-keys';

/** Stores a file in a file field (PATCH @upload/{field}); the server checks its real type. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, field, file }: { path: string; field: string; file: File }) =>
      apiClient.content.uploadFile(path, field, file, file.name),
    onSuccess: (_data, { path }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.object(path) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.logs(path) }),
      ]),
  });
}
