import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

export interface SaveLandingInput {
  path: string;
  /** The §7 landing fields that changed. */
  body: Record<string, unknown>;
  /** The `modification_date` the tab started from: a stale save answers 412 instead of overwriting. */
  lastModDate: string;
}

/** PATCH of a landing (site-content-and-shell §7 "PATCH on a landing"); refreshes the object's data. */
export function useSaveLanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body, lastModDate }: SaveLandingInput) =>
      apiClient.content.patch(path, body, { lastModDate }),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
