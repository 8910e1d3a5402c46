import { normalisePath } from '@cellar/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';
import { newslettersApi } from './newsletters-api';

/** `@count` of a newsletter: under the object's keys, so any write that refreshes the object refreshes it too. */
export const audienceCountQuery = (path: string) =>
  queryOptions({
    queryKey: ['content', 'audience-count', normalisePath(path)] as const,
    queryFn: () => newslettersApi.audienceCount(path),
    staleTime: 0,
  });

/** `@getColectivos`: the customer groups the audience picks from. */
export const colectivosQuery = (path: string) =>
  queryOptions({
    queryKey: ['newsletters', 'colectivos'] as const,
    queryFn: () => newslettersApi.colectivos(path),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The Spanish provinces (`@field-constants`) for the province filter. */
export const provincesQuery = () =>
  queryOptions({
    queryKey: ['constants', 'field-constants'] as const,
    queryFn: () => apiClient.content.fieldConstants(),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The regions (ZonaGeo) for the favourite-region filter, by their id (the last segment of their path). */
export const regionsQuery = () =>
  queryOptions({
    queryKey: ['constants', 'zonas', 'en'] as const,
    queryFn: async () =>
      (await apiClient.content.zonas('en')).zonas.map((zona) => ({
        value: zona.path.split('/').filter(Boolean).at(-1) ?? zona.path,
        label: zona.name,
      })),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every write of this tab refreshes the object (the other tabs see it) and its count. */
const useRefreshObject = (path: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(contentObjectData(path));
};

/** PATCH {path} with only sendto, schedule_at, schedule_at_b, finish_at, finish_at_b (§7). */
export function useSaveSchedule(path: string) {
  const refresh = useRefreshObject(path);
  return useMutation({
    mutationFn: (patch: Record<string, unknown>) => apiClient.content.patch(path, patch),
    onSuccess: refresh,
  });
}

/** `POST {path}/@sendto-emails` with the picked .txt file, sent as it is (the browser streams it). */
export function useUploadAudienceEmails(path: string) {
  const refresh = useRefreshObject(path);
  return useMutation({
    mutationFn: (file: File) => newslettersApi.uploadAudienceEmails(path, file, file.name),
    onSuccess: refresh,
  });
}

/** 'Delete emails filter': `DELETE {path}/@sendto-emails`. */
export function useDeleteAudienceEmails(path: string) {
  const refresh = useRefreshObject(path);
  return useMutation({
    mutationFn: () => newslettersApi.deleteAudienceEmails(path),
    onSuccess: refresh,
  });
}
