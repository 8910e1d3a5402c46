import type { ErpFreeShippingSearch } from '@cellar/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of the Free Shipping Rates screen; every key starts with `['erp', 'free-shipping']`. */
export const freeShippingKeys = {
  all: ['erp', 'free-shipping'] as const,
  searches: () => [...freeShippingKeys.all, 'search'] as const,
  search: (body: ErpFreeShippingSearch) => [...freeShippingKeys.searches(), body] as const,
};

export const freeShippingQueries = {
  /** One page of rates (POST /promos_trg/@search); the page size is the server's. */
  search: (body: ErpFreeShippingSearch) =>
    queryOptions({
      queryKey: freeShippingKeys.search(body),
      queryFn: () => apiClient.erp.freeShipping.search(body),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};
