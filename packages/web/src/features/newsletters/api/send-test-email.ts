import type { NewsletterTestEmail } from '@cellar/sdk';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST {newsletter}/@send-test-email`. */
export const useSendTestEmail = (path: string) =>
  useMutation({ mutationFn: (body: NewsletterTestEmail) => apiClient.newsletters.sendTestEmail(path, body) });
