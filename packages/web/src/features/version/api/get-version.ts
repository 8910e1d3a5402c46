import { TIMERS } from '@cellar/validation';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /-admin/version.txt every 60 s (site-content-and-shell §2.14, §7). */
export const versionQueryOptions = () =>
  queryOptions({
    queryKey: ['version'],
    queryFn: () => apiClient.version(),
    refetchInterval: TIMERS.versionPoll,
    refetchIntervalInBackground: true,
    staleTime: Number.POSITIVE_INFINITY,
    // A failed poll is ignored: the next one tries again.
    retry: false,
    meta: { keepOnLogout: true },
  });
