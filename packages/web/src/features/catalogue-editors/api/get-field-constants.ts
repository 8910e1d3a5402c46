import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';
import { withAddon } from '@/lib/server-addons';
import { catalogueEditorKeys } from './get-countries';

const fieldConstantsQuery = () =>
  queryOptions({
    queryKey: catalogueEditorKeys.fieldConstants(),
    queryFn: () => withAddon('fieldConstants', () => apiClient.content.fieldConstants()),
    staleTime: 60 * 60_000,
  });

/**
 * `GET @field-constants` (catalogue-editors §7): the provinces and countries of the winery Town section. A failure
 * is only logged (§8): the lists stay as the type gives them and the user sees nothing.
 */
export function useFieldConstants() {
  const query = useQuery(fieldConstantsQuery());
  useEffect(() => {
    if (query.isError) console.error('Could not load @field-constants', query.error);
  }, [query.isError, query.error]);
  return query;
}
