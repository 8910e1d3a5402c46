import type { ErpPriceComparatorRow } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { priceComparatorKeys } from './query-keys';

/** DELETE @price-comparator with a list of {group, url}. */
export function useRemovePriceComparator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly ErpPriceComparatorRow[]) => apiClient.erp.priceComparator.remove(rows),
    onSettled: () => queryClient.invalidateQueries({ queryKey: priceComparatorKeys.all }),
  });
}
