import type { SharingChange } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { canidoKeys } from '@/lib/can';
import { contentKeys } from './query-keys';

/**
 * POST @sharing: grants or removes (setting Unset) local roles and permissions. A grant changes what
 * everyone may do here and below, so every cached permission answer and search is dropped.
 */
export function useChangeSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, change }: { path: string; change: SharingChange }) =>
      apiClient.content.changeSharing(path, change),
    onSuccess: (_data, { path }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'sharing'] }),
        queryClient.invalidateQueries({ queryKey: canidoKeys.all }),
        queryClient.invalidateQueries({ queryKey: contentKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: contentKeys.logs(path) }),
      ]),
  });
}
