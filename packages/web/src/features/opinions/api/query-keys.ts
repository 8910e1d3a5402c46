import type { ErpOpinionFilters, ErpOpinionListQuery } from '@cellar/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of the Opinions screen; every key starts with `['erp', 'opinions']`. */
export const opinionKeys = {
  all: ['erp', 'opinions'] as const,
  totals: (filters: ErpOpinionFilters) => [...opinionKeys.all, 'totals', filters] as const,
  lists: () => [...opinionKeys.all, 'list'] as const,
  list: (query: ErpOpinionListQuery) => [...opinionKeys.lists(), query] as const,
};

export const opinionQueries = {
  /** Number of opinions per status (GET /opinions/@total) for the filters: the tab labels. */
  totals: (filters: ErpOpinionFilters) =>
    queryOptions({
      queryKey: opinionKeys.totals(filters),
      queryFn: () => apiClient.erp.opinions.total(filters),
      staleTime: 0,
    }),

  /** One page of one status (GET /opinions/@list). */
  list: (query: ErpOpinionListQuery) =>
    queryOptions({
      queryKey: opinionKeys.list(query),
      queryFn: () => apiClient.erp.opinions.list(query),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};
