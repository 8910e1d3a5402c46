import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contentObjectData, contentObjectQuery } from './content-object';

/** Refetches the object now and answers it (after a file change, or a stale save's 'Reload'). */
export function useReloadObject(path: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries(contentObjectData(path));
    return queryClient.fetchQuery(contentObjectQuery(path));
  }, [queryClient, path]);
}
