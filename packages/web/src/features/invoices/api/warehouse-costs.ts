import { useQuery } from '@tanstack/react-query';
import { warehouseCostQueries } from './warehouse-cost-query-keys';

/** The warehouse costs stored, newest month first. */
export function useWarehouseCosts() {
  return useQuery(warehouseCostQueries.list());
}
