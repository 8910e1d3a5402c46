import { normalisePath } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Whether the user may upload the newsletter to the email provider (cellar.ScheduleNewsletters, §6), asked apart:
 * the object page's `@canido` does not ask it. Kept under the object's content keys, so a write refreshes it too.
 */
export const canScheduleNewslettersQuery = (path: string) =>
  queryOptions({
    queryKey: ['content', 'canido', normalisePath(path), PERMISSIONS.ScheduleNewsletters],
    queryFn: () => apiClient.content.canido(normalisePath(path), [PERMISSIONS.ScheduleNewsletters]),
    select: (answer) => answer[PERMISSIONS.ScheduleNewsletters] === true,
    staleTime: 5 * 60_000,
  });
