import type { CommissionsCollectionConfirmInput } from '@cellar/sdk';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /orders/@confirm_commissions_collections: stores the collection in one transaction. */
export function useConfirmCommissions() {
  return useMutation({
    mutationFn: (input: CommissionsCollectionConfirmInput) => apiClient.invoices.confirmCommissions(input),
  });
}
