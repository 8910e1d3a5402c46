import type { InvoiceCostInput } from '@cellar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of the invoice imports' upload part; every key starts with `['erp', 'invoices']`. */
export const invoiceUploadKeys = {
  all: ['erp', 'invoices'] as const,
  cost: (input: InvoiceCostInput) =>
    [...invoiceUploadKeys.all, 'invoice-cost', input.id_company, input.codigo_factura, input] as const,
};

export const invoiceUploadQueries = {
  /** POST /orders/@invoice-cost: the totals of an invoice, nothing stored; fresh after every confirm. */
  cost: (input: InvoiceCostInput) =>
    queryOptions({
      queryKey: invoiceUploadKeys.cost(input),
      queryFn: () => apiClient.invoices.invoiceCost(input),
      staleTime: 0,
      retry: false,
    }),
};
