import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Query keys of `@price-comparator`, shared by the Analytics tab (every group of a country) and the product's tab (its
 * group): a write invalidates the country's key, which both screens' keys start with.
 */
export const priceComparatorKeys = {
  all: ['erp', 'price-comparator'] as const,
  country: (country: string) => [...priceComparatorKeys.all, country] as const,
  groups: (country: string, groups: readonly string[]) =>
    [...priceComparatorKeys.country(country), { groups: [...groups] }] as const,
};

export const priceComparatorQueries = {
  /** POST @price-comparator: the country's competitor URLs (every group's), each with its comparison. */
  country: (country: string) =>
    queryOptions({
      queryKey: priceComparatorKeys.country(country),
      queryFn: () => apiClient.erp.priceComparator.read(country),
      staleTime: 0,
    }),

  /** POST @price-comparator {country, groups}: these groups' URLs in the country, each with its comparison. */
  groups: (country: string, groups: readonly string[]) =>
    queryOptions({
      queryKey: priceComparatorKeys.groups(country, groups),
      queryFn: () => apiClient.erp.priceComparator.read(country, groups),
      staleTime: 0,
    }),
};
