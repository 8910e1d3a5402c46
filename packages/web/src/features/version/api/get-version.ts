import { TIMERS } from '@cellar/validation';
import { queryOptions } from '@tanstack/react-query';
import { fetchAdminVersion } from '@/lib/fetch-admin-version';

/** GET /-admin/version.txt of the admin itself every 60 s (site-content-and-shell §2.14, §7). */
export const versionQueryOptions = () =>
  queryOptions({
    queryKey: ['version'],
    queryFn: fetchAdminVersion,
    refetchInterval: TIMERS.versionPoll,
    refetchIntervalInBackground: true,
    staleTime: Number.POSITIVE_INFINITY,
    // A failed poll is ignored: the next one tries again.
    retry: false,
    meta: { keepOnLogout: true },
  });
