import type { FileInfo } from '@cellar/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The stored file of a file field (its `FileInfo`), or null when the field holds none. */
export const fileInfoOf = (value: unknown): FileInfo | null =>
  typeof value === 'object' && value !== null && typeof (value as FileInfo).filename === 'string'
    ? (value as FileInfo)
    : null;

/** A stored file's version: its md5, else its name and size; null when the field holds none. */
export const fileVersion = (stored: unknown): string | null => {
  const info = fileInfoOf(stored);
  return info ? (info.md5 ?? `${info.filename}:${info.size}`) : null;
};

/**
 * A stored file (`download`) as an object URL, per stored version, so a new upload shows at once; the URL is released
 * when the file is replaced or the component goes. `key` names the file (its object, field...), `stored` is the
 * field's value on the object.
 */
export function useStoredFileUrl(key: readonly unknown[], stored: unknown, download: () => Promise<Blob>) {
  const info = fileInfoOf(stored);
  const version = fileVersion(stored);
  const image = useQuery({
    queryKey: [...key, version ?? ''],
    queryFn: async () => URL.createObjectURL(await download()),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  useEffect(() => {
    const url = image.data;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [image.data]);
  return { info, url: info ? image.data : undefined };
}
