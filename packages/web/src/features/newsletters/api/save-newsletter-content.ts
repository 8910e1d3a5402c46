import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

export interface SaveNewsletterContentInput {
  /** The whole newsletter except status (and the Schedule tab's fields): `newsletterContentPatch`. */
  body: Record<string, unknown>;
  /** The `modification_date` the tab started from: a stale save answers 412 instead of overwriting. */
  lastModDate: string;
}

/** Save (and autosave) of the Content tab: PATCH of the newsletter; refreshes its data for every tab. */
export function useSaveNewsletterContent(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, lastModDate }: SaveNewsletterContentInput) =>
      apiClient.content.patch(path, body, { lastModDate }),
    onSuccess: () => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
