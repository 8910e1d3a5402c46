import type { TaxonomyNode } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

const taxonomyApi = apiClient.site.taxonomy;

/** PATCH {path} with children (site-content-and-shell §7): the whole tree; refreshes the object once saved. */
export function useSaveTaxonomy(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ children, lastModDate }: { children: TaxonomyNode[]; lastModDate: string }) =>
      taxonomyApi.save(path, children, { lastModDate }),
    onSuccess: () => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
