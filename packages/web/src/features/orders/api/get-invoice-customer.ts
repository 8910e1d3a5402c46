import { useQuery } from '@tanstack/react-query';
import { multiOrderInvoiceQueries } from './multi-order-invoice-query-keys';

/** The invoice's customer (GraphQL user) with their billing addresses. */
export function useInvoiceCustomer(id_usuario: number) {
  return useQuery(multiOrderInvoiceQueries.customer(id_usuario));
}
