import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

export interface SaveProductInput {
  /** The changed fields only (catalogue-editors §7 generic save). */
  body: Record<string, unknown>;
  /** The `modification_date` the form was loaded with: a stale save answers 412 instead of overwriting. */
  lastModDate: string;
}

/** PATCH of the product's changed fields (204 is success); refreshes the object, its audit log and its lock date. */
export function useSaveProduct(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, lastModDate }: SaveProductInput) =>
      apiClient.content.patch(path, body, { lastModDate }),
    onSuccess: () => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
