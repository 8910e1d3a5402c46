import type { WarehouseCostRegister } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { warehouseCostKeys } from './warehouse-cost-query-keys';

/** POST @import-worker-cost-order; the list of costs follows. */
export function useRegisterWarehouseCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WarehouseCostRegister) => apiClient.invoices.registerWarehouseCost(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseCostKeys.list() }),
  });
}
