import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of Import cost warehouse; every key starts with `['erp', 'warehouse-costs']`. */
export const warehouseCostKeys = {
  all: ['erp', 'warehouse-costs'] as const,
  list: () => [...warehouseCostKeys.all, 'list'] as const,
};

export const warehouseCostQueries = {
  /** GET @get-worker-cost: the stored costs, newest month first. */
  list: () =>
    queryOptions({
      queryKey: warehouseCostKeys.list(),
      queryFn: () => apiClient.invoices.warehouseCosts(),
      staleTime: 0,
    }),
};
