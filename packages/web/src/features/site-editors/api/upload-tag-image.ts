import type { TagImage } from '@cellar/validation/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentObjectData } from '@/lib/content-object';
import { siteApi } from './site-api';

/** `PATCH {tag}/@upload/{field}[/{language}]`: stores an image of the tag's page; refreshes the tag. */
export function useUploadTagImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, image, file }: { path: string; image: TagImage; file: File }) =>
      siteApi.tags.uploadImage(path, image, file, file.name),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
