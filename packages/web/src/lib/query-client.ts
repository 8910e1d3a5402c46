import { isClientError } from '@cellar/sdk';
import { QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Data that belongs to no user (e.g. the deployed version) survives a logout. */
      keepOnLogout?: boolean;
    };
  }
}

/**
 * A failed read is tried once more when the failure may pass (the network, a 5xx), never when the server has
 * decided (a 4xx: forbidden, not found, refused): asking again would get the same answer.
 */
export const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !isClientError(error);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Forgets what the last user loaded, so the next login starts clean. */
export function clearSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.keepOnLogout !== true });
  queryClient.getMutationCache().clear();
}
