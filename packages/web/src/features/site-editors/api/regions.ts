import type { CreateRequest } from '@cellar/sdk';
import type { Language } from '@cellar/validation';
import { SITE_LIMITS } from '@cellar/validation/site';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';
import { searchContent } from '@/lib/content-search';

const BATCH = SITE_LIMITS.wineryLookupBatch;

/** One winery as the emblematic wineries list shows it. */
export interface WineryEntry {
  id: string;
  nombre: string;
}

const wineryOf = (item: Record<string, unknown>): WineryEntry => ({
  id: String(item['@name'] ?? item.id ?? ''),
  nombre: typeof item.nombre === 'string' ? item.nombre : String(item.title ?? ''),
});

/** Query options of the Region editor (site-content-and-shell §2.11, §7). */
export const regionQueries = {
  /** `GET {region}/@products`: how many products the region holds. */
  products: (path: string) =>
    queryOptions({
      queryKey: ['content', 'region-products', path],
      queryFn: () => apiClient.regions.products(path),
    }),
  /** `GET @list-id-zonas?lang=es`: the zones a destination is picked from. */
  zonas: (lang: Language) =>
    queryOptions({
      queryKey: ['content', 'list-id-zonas', lang],
      queryFn: () => apiClient.content.zonas(lang),
      staleTime: 60_000,
    }),
  /** `GET @get-zonas?lang=`: the tree of zones (Zonas tab). */
  tree: (lang: Language) =>
    queryOptions({
      queryKey: ['content', 'get-zonas', lang],
      queryFn: () => apiClient.regions.tree(lang),
    }),
  /** Wineries whose name starts with `prefix` (match_phrase_prefix on nombre, type Bodega), 25 at most. */
  winerySearch: (prefix: string) =>
    queryOptions({
      queryKey: ['content', 'winery-lookup', prefix],
      queryFn: async () =>
        (
          await searchContent({
            query: {
              bool: {
                filter: [{ term: { type_name: 'Bodega' } }, { match_phrase_prefix: { nombre: prefix } }],
              },
            },
            size: BATCH,
            sort: [{ id: { order: 'asc' } }],
          })
        ).items.map((item) => wineryOf(item as Record<string, unknown>)),
      enabled: prefix.trim().length > 0,
      placeholderData: keepPreviousData,
    }),
  /** The wineries of a list of ids, looked up by id in batches of 25; an id not found keeps its id as name. */
  wineriesById: (ids: readonly string[]) =>
    queryOptions({
      queryKey: ['content', 'wineries-by-id', [...ids].sort()],
      queryFn: async () => {
        const found = new Map<string, WineryEntry>();
        for (let start = 0; start < ids.length; start += BATCH) {
          const batch = ids.slice(start, start + BATCH);
          const { items } = await searchContent({
            query: { bool: { filter: [{ term: { type_name: 'Bodega' } }, { terms: { id: batch } }] } },
            size: BATCH,
          });
          for (const item of items) {
            const winery = wineryOf(item as Record<string, unknown>);
            found.set(winery.id, winery);
          }
        }
        return found;
      },
      enabled: ids.length > 0,
      placeholderData: keepPreviousData,
    }),
};

/** Saves a zone: upsert on its parent with its fields (site-content §7 "Zone"), then refreshes it. */
export function useSaveZone(path: string, parentPath: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiClient.content.upsert(parentPath, body as CreateRequest),
    onSuccess: () => queryClient.invalidateQueries(contentObjectData(path)),
  });
}

/** Moves or copies a region's products to `dest`; refreshes every region's count. */
export function useTransferProducts(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, dest }: { action: 'move' | 'copy'; dest: string }): Promise<number> =>
      action === 'move'
        ? (await apiClient.regions.moveProducts(path, dest)).moved
        : (await apiClient.regions.copyProducts(path, dest)).copied,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'region-products'] }),
  });
}

/** Deletes a region (DeleteContent). */
export function useDeleteRegion() {
  return useMutation({ mutationFn: (path: string) => apiClient.content.remove(path) });
}
