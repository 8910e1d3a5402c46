import { useQuery } from '@tanstack/react-query';
import { offerQueries } from './query-keys';

/** Products matching `query` (2 characters or more) for the product field of the add-offer drawer. */
export function useProductSearch(query: string) {
  return useQuery(offerQueries.products(query));
}
