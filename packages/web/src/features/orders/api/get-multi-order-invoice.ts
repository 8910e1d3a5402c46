import { useQuery } from '@tanstack/react-query';
import { multiOrderInvoiceQueries } from './multi-order-invoice-query-keys';

/** One multi-order invoice with its orders (null when there is none). */
export function useMultiOrderInvoice(id: number) {
  return useQuery(multiOrderInvoiceQueries.detail(id));
}
