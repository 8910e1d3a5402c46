import { useQuery } from '@tanstack/react-query';
import { marketplaceQueries } from './query-keys';

/** The marketplace suppliers (@proveedores-marketplace). */
export function useSuppliers() {
  return useQuery(marketplaceQueries.suppliers());
}
