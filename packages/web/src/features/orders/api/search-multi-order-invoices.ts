import { useQuery } from '@tanstack/react-query';
import { multiOrderInvoiceQueries } from './multi-order-invoice-query-keys';

/** One page of multi-order invoices (one user's, or all); the previous page stays on screen while the next loads. */
export function useMultiOrderInvoices(id_usuario: number | null, page: number) {
  return useQuery(multiOrderInvoiceQueries.search(id_usuario, page));
}
