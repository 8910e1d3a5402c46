import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contentQueries } from '@/features/content/api/query-keys';

/** Refetches the object now and answers it (the 412 'Reload'). */
export function useReloadObject(path: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: contentQueries.object(path).queryKey });
    return queryClient.fetchQuery(contentQueries.object(path));
  }, [queryClient, path]);
}
