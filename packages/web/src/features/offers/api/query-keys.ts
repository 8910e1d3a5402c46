import type { ErpOfferSearch } from '@cellar/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of the Offers screen; every key starts with `['erp', 'offers']`. */
export const offerKeys = {
  all: ['erp', 'offers'] as const,
  searches: () => [...offerKeys.all, 'search'] as const,
  search: (body: ErpOfferSearch) => [...offerKeys.searches(), body] as const,
};

export const offerQueries = {
  /** One page of offers (POST /offers/@search); the page size is the server's. */
  search: (body: ErpOfferSearch) =>
    queryOptions({
      queryKey: offerKeys.search(body),
      queryFn: () => apiClient.erp.offers.search(body),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};
