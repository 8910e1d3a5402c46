import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * GET /v2/@shops: the shops as the deployment configures them (each one's public `host`). Read once per page
 * load: the configuration does not change while the backend runs, and it belongs to no user.
 */
export const shopsQueryOptions = () =>
  queryOptions({
    queryKey: ['shops'],
    queryFn: () => apiClient.shops(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { keepOnLogout: true },
  });

/** The configured shops; `data` is undefined until the backend answers. */
export function useShops() {
  return useQuery(shopsQueryOptions());
}
