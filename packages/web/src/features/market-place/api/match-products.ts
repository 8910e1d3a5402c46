import type { ErpMatchRequest } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { marketplaceKeys } from './query-keys';

/** POST @match-products-marketplace; matched products leave the supplier's list and join the matches. */
export function useMatchProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ErpMatchRequest) => apiClient.erp.marketplace.match(body),
    onSuccess: (_matches, { id_proveedor }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.supplierProductsOf(id_proveedor) }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.matches() }),
      ]),
  });
}
