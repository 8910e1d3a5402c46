import type { InvoiceCostInput } from '@cellar/sdk';
import { useQuery } from '@tanstack/react-query';
import { invoiceUploadQueries } from './invoice-upload-query-keys';

/** The preview of the invoice `input` (null: nothing to preview yet). */
export function useInvoiceCost(input: InvoiceCostInput | null) {
  return useQuery({
    ...invoiceUploadQueries.cost(
      input ?? { id_company: '', codigo_factura: '', fecha_factura: '', comision_fija: 0, data: [] },
    ),
    enabled: input !== null,
  });
}
