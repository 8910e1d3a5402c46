import type { Submenu } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentObjectData } from '@/lib/content-object';
import { siteApi } from './site-api';

/** PATCH {path} {submenu} of a landing, tag or region (site-content-and-shell §7); refreshes the object. */
export function useSaveSubmenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, submenu, lastModDate }: { path: string; submenu: Submenu; lastModDate: string }) =>
      siteApi.submenus.save(path, submenu, { lastModDate }),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
