import { isNotFound } from '@cellar/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, setConfiguredShops } from './api-client';
import { buildShopConfiguration } from './build-shops';

/** The deployment's shops: the backend's answer, or this build's settings where the server has no such call. */
async function readShops() {
  try {
    return await apiClient.shops();
  } catch (error) {
    if (isNotFound(error)) return buildShopConfiguration();
    throw error;
  }
}

/**
 * GET /v2/@shops: the shops as the deployment configures them (each one's public `host`). Read once per page
 * load: the configuration does not change while the backend runs, and it belongs to no user. The answer also
 * gives every later call its `x-shop` (the shop of the page's host). A server without the call (404) leaves the
 * shops this build was configured with (`buildShopConfiguration`).
 */
export const shopsQueryOptions = () =>
  queryOptions({
    queryKey: ['shops'],
    queryFn: async () => {
      const configuration = await readShops();
      setConfiguredShops(configuration.shops);
      return configuration;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { keepOnLogout: true },
  });

/** The configured shops; `data` is undefined until the backend answers. */
export function useShops() {
  return useQuery(shopsQueryOptions());
}
