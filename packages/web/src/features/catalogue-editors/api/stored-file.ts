import { apiClient } from '@/lib/api-client';
import { useStoredFileUrl as useStoredUrl } from '@/lib/stored-file-url';
import { catalogueEditorKeys } from './get-countries';

/**
 * A file field's stored image (GET @download/{field}) as an object URL, per stored version, so a new upload shows at
 * once. `stored` is the field's value on the object.
 */
export const useStoredFileUrl = (path: string, field: string, stored: unknown) =>
  useStoredUrl(catalogueEditorKeys.file(path, field), stored, () =>
    apiClient.content.downloadFile(path, field),
  );
