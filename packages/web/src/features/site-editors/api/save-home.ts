import type { HomeValue } from '@cellar/validation/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

export interface SaveHomeInput {
  /** `{sections, date_start, date_end}` (site-content §7 "Saving content"). */
  home: HomeValue;
  /** The `modification_date` the tab started from: a stale save answers 412 instead of overwriting. */
  lastModDate: string;
}

/** Save and Publish of the home Data tab: PATCH of the home; refreshes its data. */
export function useSaveHome(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ home, lastModDate }: SaveHomeInput) =>
      apiClient.content.patch(path, { ...home }, { lastModDate }),
    onSuccess: () => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
