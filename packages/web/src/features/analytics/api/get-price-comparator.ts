import { useQuery } from '@tanstack/react-query';
import { priceComparatorQueries } from '@/components/price-comparator/query-keys';

/** The competitor URLs of a country, per product group. */
export function usePriceComparator(country: string) {
  return useQuery(priceComparatorQueries.country(country));
}
