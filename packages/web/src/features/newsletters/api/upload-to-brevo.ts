import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateNewsletter } from './newsletter-keys';

/** `POST {newsletter}/@upload-to-brevo` (needs cellar.ScheduleNewsletters). */
export function useUploadToBrevo(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.newsletters.uploadToBrevo(path),
    onSettled: () => invalidateNewsletter(queryClient, path),
  });
}
