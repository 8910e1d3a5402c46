import type { UploadProgress } from '@cellar/sdk';
import type { UploadKind } from '@cellar/validation/commerce';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface UploadInvoiceInput {
  kind: UploadKind;
  file: File;
  /** The company whose last column choice comes back with the file's header. */
  company?: string;
  onProgress?: (progress: UploadProgress) => void;
}

/** POST /orders/@upload_invoice/{csv|xlsx}: the file streamed to the server, its progress reported. */
export function useUploadInvoice() {
  return useMutation({
    mutationFn: ({ kind, file, company, onProgress }: UploadInvoiceInput) =>
      apiClient.invoices.uploadInvoice(kind, file, {
        filename: file.name,
        ...(company ? { company } : {}),
        ...(onProgress ? { onProgress } : {}),
      }),
  });
}
