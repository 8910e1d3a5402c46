import type { CommissionsCollectionConfirmInput, UploadProgress } from '@cellar/sdk';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface UploadCommissionsInput {
  company: CommissionsCollectionConfirmInput['company'];
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** POST /orders/@upload_invoice_v2?company=: the gateway's file streamed, split when its columns are remembered. */
export function useUploadCommissions() {
  return useMutation({
    mutationFn: ({ company, file, onProgress }: UploadCommissionsInput) =>
      apiClient.invoices.uploadCommissions(company, file, {
        filename: file.name,
        ...(onProgress ? { onProgress } : {}),
      }),
  });
}
