import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, setConfiguredShops } from './api-client';

/**
 * GET /v2/@shops: the shops as the deployment configures them (each one's public `host`). Read once per page
 * load: the configuration does not change while the backend runs, and it belongs to no user. The answer also
 * gives every later call its `x-shop` (the shop of the page's host).
 */
export const shopsQueryOptions = () =>
  queryOptions({
    queryKey: ['shops'],
    queryFn: async () => {
      const configuration = await apiClient.shops();
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
