import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * An image uploaded into the newsletter: answers the path to put in a section's `image_src`. The newsletter itself is
 * not modified, so nothing is refreshed.
 */
export function useUploadNewsletterImage(path: string) {
  return useMutation({
    mutationFn: (file: File) => apiClient.newsletters.uploadImage(path, file),
  });
}
