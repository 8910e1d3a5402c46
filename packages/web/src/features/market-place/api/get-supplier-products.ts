import { useQuery } from '@tanstack/react-query';
import { marketplaceQueries } from './query-keys';

/** One page of a supplier's products and the catalogue bottles; idle until a supplier is chosen. */
export function useSupplierProducts(id_proveedor: string, page: number, page_size: number) {
  return useQuery({
    ...marketplaceQueries.supplierProducts(id_proveedor, page, page_size),
    enabled: id_proveedor !== '',
  });
}
