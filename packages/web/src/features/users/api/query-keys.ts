import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of the Users screen; every key starts with `['erp', 'users']` (the search's too: `@/components/pickers`). */
export const usersKeys = {
  all: ['erp', 'users'] as const,
  user: (id_usuario: number) => [...usersKeys.all, 'user', id_usuario] as const,
};

export const usersQueries = {
  /** GraphQL user: the record with its billing addresses (null when there is no such user). */
  user: (id_usuario: number) =>
    queryOptions({
      queryKey: usersKeys.user(id_usuario),
      queryFn: () => apiClient.erp.graphql.user(id_usuario),
      // The form edits what the server holds now.
      staleTime: 0,
    }),
};
