import type { FileInfo } from '@cellar/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';
import { catalogueEditorKeys } from './get-countries';

/** The stored file of a file field (its `FileInfo`), or null when the field holds none. */
export const fileInfoOf = (value: unknown): FileInfo | null =>
  typeof value === 'object' && value !== null && typeof (value as FileInfo).filename === 'string'
    ? (value as FileInfo)
    : null;

/**
 * A file field's stored image (GET @download/{field}) as an object URL, per stored version (its md5, else name and
 * size), so a new upload shows at once; the URL is released when the image is replaced or the component goes.
 * `stored` is the field's value on the object.
 */
export function useStoredFileUrl(path: string, field: string, stored: unknown) {
  const info = fileInfoOf(stored);
  const version = info ? (info.md5 ?? `${info.filename}:${info.size}`) : null;
  const image = useQuery(
    queryOptions({
      queryKey: catalogueEditorKeys.file(path, field, version ?? ''),
      queryFn: async () => URL.createObjectURL(await apiClient.content.downloadFile(path, field)),
      enabled: version !== null,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
  useEffect(() => {
    const url = image.data;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [image.data]);
  return { info, url: info ? image.data : undefined };
}
