import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentKeys } from './query-keys';

export interface PatchObjectInput {
  path: string;
  /** The changed fields only; behaviours under their dotted names. */
  body: Record<string, unknown>;
  /** The `modification_date` the form was loaded with: a stale save answers 412 instead of overwriting. */
  lastModDate?: string;
  /** The audit entry whose old values `body` puts back: the PATCH is then logged as a restore of it. */
  restoreOf?: number;
}

/** PATCH of an object (catalogue-editors §7 generic save); refreshes the object and its audit log. */
export function usePatchObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body, lastModDate, restoreOf }: PatchObjectInput) =>
      apiClient.content.patch(path, body, {
        ...(lastModDate ? { lastModDate } : {}),
        ...(restoreOf === undefined ? {} : { restoreOf }),
      }),
    onSuccess: (_data, { path }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.object(path) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.logs(path) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.searches() }),
      ]),
  });
}
