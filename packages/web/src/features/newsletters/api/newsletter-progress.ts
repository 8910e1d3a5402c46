import { queryOptions } from '@tanstack/react-query';
import { sendingDone } from '@/features/newsletters/utils/sending-done';
import { apiClient } from '@/lib/api-client';
import { newsletterKeys } from './newsletter-keys';

/** §9: progress polling every 2 s. */
export const PROGRESS_POLL_MS = 2000;

/** The sending's counters, polled every 2 s until sent + nosent + norendered equals the total (§4). */
export const newsletterProgressQuery = (path: string) =>
  queryOptions({
    queryKey: newsletterKeys.progress(path),
    queryFn: () => apiClient.newsletters.progress(path),
    refetchInterval: (query) => (sendingDone(query.state.data) ? false : PROGRESS_POLL_MS),
    staleTime: 0,
  });
