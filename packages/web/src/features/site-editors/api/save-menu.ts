import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentObjectData } from '@/lib/content-object';
import { siteApi } from './site-api';

/** The Menu object's save: `@upsert` with type Menu on its folder (site-content-and-shell §7); refreshes it. */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, html, lastModDate }: { path: string; html: string; lastModDate: string }) =>
      siteApi.menus.save(path, { html }, { lastModDate }),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
