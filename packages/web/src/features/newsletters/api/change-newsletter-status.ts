import type { NewsletterStatusAction } from '@cellar/validation/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateNewsletter } from './newsletter-keys';

const CALLS = {
  'mark-as-verified': (path: string) => apiClient.newsletters.markAsVerified(path),
  'mark-as-draft': (path: string) => apiClient.newsletters.markAsDraft(path),
  schedule: (path: string) => apiClient.newsletters.schedule(path),
  unschedule: (path: string) => apiClient.newsletters.unschedule(path),
} as const;

/** The status calls (§4); the newsletter's object and lists are refreshed after each, whatever the answer. */
export function useChangeNewsletterStatus(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: NewsletterStatusAction) => CALLS[action](path),
    onSettled: () => invalidateNewsletter(queryClient, path),
  });
}
