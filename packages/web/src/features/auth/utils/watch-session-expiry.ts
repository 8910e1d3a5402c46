import { isUnauthorized } from '@cellar/sdk';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Calls `onExpired` with the server's message when any query or mutation answers 401: the session
 * was revoked or timed out while the app was open. Returns the unsubscribe function.
 */
export function watchSessionExpiry(
  queryClient: QueryClient,
  onExpired: (message: string) => void,
): () => void {
  const inspect = (error: unknown) => {
    if (isUnauthorized(error)) onExpired(error.message);
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') inspect(event.action.error);
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') inspect(event.action.error);
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
