import type { ErpMatchEdit } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { marketplaceKeys } from './query-keys';

/** POST @edit-product-with-match: a new catalogue code (id_producto_new) and the excluir_venta flag. */
export function useEditMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: ErpMatchEdit) => apiClient.erp.marketplace.editMatch(data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.matches() }),
  });
}
