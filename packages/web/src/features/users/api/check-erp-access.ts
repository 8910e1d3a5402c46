import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/**
 * The smallest GraphQL query (`{ __typename }`), asked when the screen opens: before any search, it tells whether
 * this user may call the ERP at all (a non-admin gets 403, contract.md).
 */
export function useErpAccess() {
  return useQuery({
    queryKey: [...usersKeys.all, 'access'],
    queryFn: () => apiClient.erp.graphql.request('{ __typename }'),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
