import { useQuery } from '@tanstack/react-query';
import { marketplaceQueries } from './query-keys';

/** Every existing match (@get-products-with-match). */
export function useMatches() {
  return useQuery(marketplaceQueries.matches());
}
