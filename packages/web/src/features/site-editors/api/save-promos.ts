import type { Promo } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

const promosApi = apiClient.site.promos;

/** PATCH {path} with promos (site-content-and-shell §7): the whole list; refreshes the object once saved. */
export function useSavePromos(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promos, lastModDate }: { promos: Promo[]; lastModDate: string }) =>
      promosApi.save(path, promos, { lastModDate }),
    onSuccess: () => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
