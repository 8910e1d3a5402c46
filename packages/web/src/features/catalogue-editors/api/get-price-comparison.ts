import { useQuery } from '@tanstack/react-query';
import { priceComparatorQueries } from '@/components/price-comparator/query-keys';

/** POST @price-comparator {country, groups}: the product's groups' competitor URLs there, each with its comparison. */
export function usePriceComparison(country: string, groups: readonly string[]) {
  return useQuery(priceComparatorQueries.groups(country, groups));
}
