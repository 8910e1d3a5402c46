import type { ErpOpinionFilters } from '@cellar/sdk';
import { useQuery } from '@tanstack/react-query';
import { opinionQueries } from './query-keys';

/** Totals per status for the tab labels. */
export function useOpinionTotals(filters: ErpOpinionFilters) {
  return useQuery(opinionQueries.totals(filters));
}
