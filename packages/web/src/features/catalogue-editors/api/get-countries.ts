import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const catalogueEditorKeys = {
  all: ['catalogue-editors'] as const,
  constants: () => [...catalogueEditorKeys.all, 'constants'] as const,
  fieldConstants: () => [...catalogueEditorKeys.all, 'field-constants'] as const,
  type: (name: string) => [...catalogueEditorKeys.all, 'type', name] as const,
  file: (path: string, field: string) => [...catalogueEditorKeys.all, 'file', path, field] as const,
};

/** `GET /v2/@constants` (site-content-and-shell §7): the countries, with `nombre` and `id_pais`. */
const constantsQuery = () =>
  queryOptions({
    queryKey: catalogueEditorKeys.constants(),
    queryFn: () => apiClient.content.constants(),
    staleTime: 60 * 60_000,
  });

/** The countries of the new Bodega form's country select. */
export function useCountries() {
  return useQuery({ ...constantsQuery(), select: (answer) => answer.countries });
}
