import type { ErpOfferSearch } from '@cellar/sdk';
import { useQuery } from '@tanstack/react-query';
import { offerQueries } from './query-keys';

/** One page of offers for the filters; the previous page stays on screen while the next loads. */
export function useOffers(body: ErpOfferSearch) {
  return useQuery(offerQueries.search(body));
}
