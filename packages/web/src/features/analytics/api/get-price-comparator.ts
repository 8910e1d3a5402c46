import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from './query-keys';

/** The competitor URLs of a country, per product group. */
export function usePriceComparator(country: string) {
  return useQuery(analyticsQueries.priceComparator(country));
}
