import type { ProductContentRequest } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productContentApi, productContentKeys } from '@/features/product-content/api/query-keys';

/** `POST {bodega}/@create-vino-destilado-from-opcion` (§7); the orphan options are read again afterwards. */
export function useCreateProductContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bodega, body }: { bodega: string; body: ProductContentRequest }) =>
      productContentApi.create(bodega, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productContentKeys.all }),
  });
}
