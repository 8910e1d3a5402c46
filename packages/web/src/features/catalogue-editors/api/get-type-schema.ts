import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { catalogueEditorKeys } from './get-countries';

/** `GET @types/{type}`: the fields an editor edits, with their titles and limits. */
export const useTypeSchema = (name: string) =>
  useQuery(
    queryOptions({
      queryKey: catalogueEditorKeys.type(name),
      queryFn: () => apiClient.content.type(name),
      staleTime: 60 * 60_000,
    }),
  );
