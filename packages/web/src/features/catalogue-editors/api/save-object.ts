import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

export interface SaveObjectInput {
  path: string;
  /** The changed fields only; behaviours under their dotted names. */
  body: Record<string, unknown>;
  /** The `modification_date` the form started from: a stale save answers 412 instead of overwriting. */
  lastModDate: string;
}

/** PATCH of an edited object (catalogue-editors §7 generic save, SEO, content review); refreshes its data. */
export function useSaveObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body, lastModDate }: SaveObjectInput) =>
      apiClient.content.patch(path, body, { lastModDate }),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentObjectData(path)),
  });
}

export { useReloadObject } from '@/lib/use-reload-object';
