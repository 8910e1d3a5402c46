import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of the Marketplace screens; every key starts with `['erp', 'marketplace']`. */
export const marketplaceKeys = {
  all: ['erp', 'marketplace'] as const,
  suppliers: () => [...marketplaceKeys.all, 'suppliers'] as const,
  supplierProductsOf: (id_proveedor: string) => [...marketplaceKeys.all, 'products', id_proveedor] as const,
  supplierProducts: (id_proveedor: string, page: number, page_size: number) =>
    [...marketplaceKeys.supplierProductsOf(id_proveedor), { page, page_size }] as const,
  matches: () => [...marketplaceKeys.all, 'matches'] as const,
};

export const marketplaceQueries = {
  /** GET @proveedores-marketplace. */
  suppliers: () =>
    queryOptions({
      queryKey: marketplaceKeys.suppliers(),
      queryFn: () => apiClient.erp.marketplace.suppliers(),
      staleTime: 5 * 60_000,
    }),

  /** POST @products-proveedores-marketplace: one page (1-based) of a supplier's products to match. */
  supplierProducts: (id_proveedor: string, page: number, page_size: number) =>
    queryOptions({
      queryKey: marketplaceKeys.supplierProducts(id_proveedor, page, page_size),
      queryFn: () => apiClient.erp.marketplace.supplierProducts(id_proveedor, { page, page_size }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),

  /** GET @get-products-with-match: every existing match. */
  matches: () =>
    queryOptions({
      queryKey: marketplaceKeys.matches(),
      queryFn: () => apiClient.erp.marketplace.matches(),
      staleTime: 0,
    }),
};
