import type { TagImage } from '@cellar/validation/site';
import { useStoredFileUrl } from '@/lib/stored-file-url';
import { siteEditorKeys } from './list-tag-types';
import { siteApi } from './site-api';

/** An image of the tag's page as an object URL, per stored version (undefined while it loads or when there is none). */
export const useTagImageUrl = (path: string, image: TagImage, stored: unknown): string | undefined =>
  useStoredFileUrl(
    [...siteEditorKeys.all, 'tag-image', path, image.field, image.language ?? ''],
    stored,
    () => siteApi.tags.image(path, image),
  ).url;
