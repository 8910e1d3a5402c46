import type { ErpPriceComparatorRow } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { priceComparatorKeys } from './query-keys';

/** PATCH @price-comparator: adds or replaces URLs per group for a country; answers the ok and ko counts. */
export function useUpdatePriceComparator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ country, rows }: { country: string; rows: readonly ErpPriceComparatorRow[] }) =>
      apiClient.erp.priceComparator.update(country, rows),
    onSettled: (_answer, _error, { country }) =>
      queryClient.invalidateQueries({ queryKey: priceComparatorKeys.country(country) }),
  });
}
