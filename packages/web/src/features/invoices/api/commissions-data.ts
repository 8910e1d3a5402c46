import type { InvoiceUploadTemplateChoice } from '@cellar/sdk';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /orders/@imported_invoice_data_v2: the upload split by the chosen columns (remembered for the gateway). */
export function useCommissionsData() {
  return useMutation({
    mutationFn: (template: InvoiceUploadTemplateChoice) => apiClient.invoices.commissionsData(template),
  });
}
