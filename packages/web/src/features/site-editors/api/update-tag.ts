import type { TagUpdate } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentObjectData } from '@/lib/content-object';
import { siteApi } from './site-api';

/** PATCH {tag} {localized_text, comentario} (site-content-and-shell §7); refreshes the tag and its products. */
export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body, lastModDate }: { path: string; body: TagUpdate; lastModDate: string }) =>
      siteApi.tags.update(path, body, { lastModDate }),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
