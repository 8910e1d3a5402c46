import { useQuery } from '@tanstack/react-query';
import { multiOrderInvoiceQueries } from './multi-order-invoice-query-keys';

/** The payment check, run when the detail opens: true once the invoice was collected. */
export function useMultiOrderPaymentCheck(id_factura: string) {
  return useQuery(multiOrderInvoiceQueries.payment(id_factura));
}
