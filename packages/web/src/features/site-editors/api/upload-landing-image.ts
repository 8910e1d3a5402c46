import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Uploads an image of a landing section (the editor images' `POST /api/upload`); answers its public URL. */
export function useUploadLandingImage() {
  return useMutation({
    mutationFn: (file: File) => apiClient.content.uploadEditorImage(file, file.name),
  });
}
