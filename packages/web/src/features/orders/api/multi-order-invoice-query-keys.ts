import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of the multi-order invoice screens; every key starts with `['erp', 'multi-order-invoices']`. */
export const multiOrderInvoiceKeys = {
  all: ['erp', 'multi-order-invoices'] as const,
  searches: () => [...multiOrderInvoiceKeys.all, 'search'] as const,
  search: (id_usuario: number | null, page: number) =>
    [...multiOrderInvoiceKeys.searches(), { id_usuario, page }] as const,
  detail: (id: number) => [...multiOrderInvoiceKeys.all, 'detail', id] as const,
  payment: (id_factura: string) => [...multiOrderInvoiceKeys.all, 'payment', id_factura] as const,
  customer: (id_usuario: number) => [...multiOrderInvoiceKeys.all, 'customer', id_usuario] as const,
};

export const multiOrderInvoiceQueries = {
  /** GraphQL invoice_multiorder_search: one page (zero-based, 100) of invoices, every user's without id_usuario. */
  search: (id_usuario: number | null, page: number) =>
    queryOptions({
      queryKey: multiOrderInvoiceKeys.search(id_usuario, page),
      queryFn: () => apiClient.orders.searchMultiOrderInvoices({ id_usuario, page }),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  /** GraphQL invoice_multiorder: the invoice with its orders (null when there is none). */
  detail: (id: number) =>
    queryOptions({
      queryKey: multiOrderInvoiceKeys.detail(id),
      queryFn: () => apiClient.orders.multiOrderInvoice(id),
      staleTime: 0,
    }),
  /** POST /orders/@check-payment-multiorder: true once the invoice was collected. */
  payment: (id_factura: string) =>
    queryOptions({
      queryKey: multiOrderInvoiceKeys.payment(id_factura),
      queryFn: () => apiClient.orders.checkMultiOrderPayment(id_factura),
      // An invoice from before numbering has no number to check.
      enabled: id_factura !== '',
      staleTime: 0,
    }),
  /** GraphQL user: the invoice's customer with their billing addresses. */
  customer: (id_usuario: number) =>
    queryOptions({
      queryKey: multiOrderInvoiceKeys.customer(id_usuario),
      queryFn: () => apiClient.erp.graphql.user(id_usuario),
      staleTime: 0,
    }),
};
