import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

export interface SaveObjectInput {
  /** The fields to write (a type editor's changed fields; behaviours under their dotted names). */
  body: Record<string, unknown>;
  /** The `modification_date` the form started from: a stale save answers 412 instead of overwriting. */
  lastModDate: string;
}

/**
 * PATCH of the object a type editor edits (catalogue-editors §7 generic save, site-content §7 "Saving content"; 204 is
 * success); refreshes the object's data for every tab.
 */
export function useSaveObject(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, lastModDate }: SaveObjectInput) =>
      apiClient.content.patch(path, body, { lastModDate }),
    onSuccess: () => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
