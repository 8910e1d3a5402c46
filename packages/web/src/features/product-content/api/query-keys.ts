import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { withAddon } from '@/lib/server-addons';

/** The SDK's 'Create product content' calls (the client's `site` group, loaded on its first call). */
export const productContentApi = apiClient.site.productContent;

export const productContentKeys = { all: ['product-content'] as const };

/** Wineries change seldom; orphan options change as products are registered (refetched after each). */
const BODEGAS_STALE_MS = 10 * 60_000;

export const productContentQueries = {
  /** `GET @list-orphan-opciones` (§7): the ERP options no product holds yet. */
  orphanOptions: () =>
    queryOptions({
      queryKey: [...productContentKeys.all, 'orphan-options'],
      queryFn: () => withAddon('productContent', () => productContentApi.orphanOptions()),
    }),
  /** `GET @list-all-bodegas` (§7): the wineries a product is registered under. */
  bodegas: () =>
    queryOptions({
      queryKey: [...productContentKeys.all, 'bodegas'],
      queryFn: () => withAddon('productContent', () => productContentApi.bodegas()),
      staleTime: BODEGAS_STALE_MS,
    }),
};
