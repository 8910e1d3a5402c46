import type { InvoiceUploadTemplateChoice } from '@cellar/sdk';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /orders/@imported_invoice_data: the upload's lines by the chosen columns (remembered for the company). */
export function useImportedInvoiceData() {
  return useMutation({
    mutationFn: (template: InvoiceUploadTemplateChoice) => apiClient.invoices.importedInvoiceData(template),
  });
}
