import type { ErpFreeShippingSearch } from '@cellar/sdk';
import { useQuery } from '@tanstack/react-query';
import { freeShippingQueries } from './query-keys';

/** One page of free shipping rates. */
export function useFreeShippingRates(body: ErpFreeShippingSearch) {
  return useQuery(freeShippingQueries.search(body));
}
