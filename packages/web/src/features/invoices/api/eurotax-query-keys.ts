import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of Import invoice Eurotax; every key starts with `['erp', 'eurotax']`. */
export const eurotaxKeys = {
  all: ['erp', 'eurotax'] as const,
  grouping: (fecha_desde: string, fecha_hasta: string) =>
    [...eurotaxKeys.all, 'grouping', { fecha_desde, fecha_hasta }] as const,
  invoices: () => [...eurotaxKeys.all, 'invoices'] as const,
  invoice: (id: string) => [...eurotaxKeys.invoices(), id] as const,
};

export const eurotaxQueries = {
  /** POST @grouping_invoices_country: the range's orders per destination country. */
  grouping: (fecha_desde: string, fecha_hasta: string) =>
    queryOptions({
      queryKey: eurotaxKeys.grouping(fecha_desde, fecha_hasta),
      queryFn: () => apiClient.invoices.eurotaxGrouping({ fecha_desde, fecha_hasta }),
      enabled: fecha_desde !== '' && fecha_hasta !== '',
      staleTime: 0,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  /** GET @get_all_invoices_eurotax. */
  invoices: () =>
    queryOptions({
      queryKey: eurotaxKeys.invoices(),
      queryFn: () => apiClient.invoices.eurotaxInvoices(),
      staleTime: 0,
    }),
  /** POST @get_invoice_eurotax: one invoice with its breakdown. */
  invoice: (id: string) =>
    queryOptions({
      queryKey: eurotaxKeys.invoice(id),
      queryFn: () => apiClient.invoices.eurotaxInvoice(id),
      enabled: id !== '',
      staleTime: 0,
      retry: false,
    }),
};
