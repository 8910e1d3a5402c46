import type { ErpMatchKey } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { marketplaceKeys } from './query-keys';

/** POST @delete-product-match; the supplier product goes back to the products to match. */
export function useDeleteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: ErpMatchKey) => apiClient.erp.marketplace.deleteMatch(data),
    onSuccess: (_answer, { id_proveedor }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.matches() }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.supplierProductsOf(id_proveedor) }),
      ]),
  });
}
