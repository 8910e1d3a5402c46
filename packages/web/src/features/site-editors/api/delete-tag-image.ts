import type { TagImage } from '@cellar/validation/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentObjectData } from '@/lib/content-object';
import { siteApi } from './site-api';

/** `DELETE {tag}/@delete/{field}[/{language}]`: removes an image of the tag's page; refreshes the tag. */
export function useDeleteTagImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, image }: { path: string; image: TagImage }) => siteApi.tags.deleteImage(path, image),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
