import type { EurotaxImport } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { eurotaxKeys } from './eurotax-query-keys';

/** POST @import_invoice_eurotax; the list of invoices and the lookup of this one follow. */
export function useImportEurotaxInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EurotaxImport) => apiClient.invoices.importEurotaxInvoice(body),
    onSuccess: (invoice) => {
      queryClient.setQueryData(eurotaxKeys.invoice(invoice.id_factura_eurotax), invoice);
      return queryClient.invalidateQueries({ queryKey: eurotaxKeys.invoices(), exact: true });
    },
  });
}
