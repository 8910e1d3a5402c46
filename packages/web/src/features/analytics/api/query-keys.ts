import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of the Analytics screen; every key starts with `['erp', 'analytics']`. */
export const analyticsKeys = {
  all: ['erp', 'analytics'] as const,
  productTraffic: () => [...analyticsKeys.all, 'product-traffic'] as const,
};

export const analyticsQueries = {
  /** GET /analytics/@product-traffic-and-performance. */
  productTraffic: () =>
    queryOptions({
      queryKey: analyticsKeys.productTraffic(),
      queryFn: () => apiClient.erp.analytics.productTraffic(),
      staleTime: 5 * 60_000,
    }),
};
