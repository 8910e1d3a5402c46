import { isNotFound, normalisePath } from '@cellar/sdk';
import { siteMessages } from '@cellar/validation/site';
import { apiClient } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

const bulkMessages = siteMessages.treeBrowser.bulk;

export type DestinationCheck = { ok: true; path: string } | { ok: false; message: string };

/** A move or copy needs an existing folder: answers its normalised path, or the message to show. */
export async function checkDestination(
  input: string,
  get: (path: string) => Promise<{ is_folderish: boolean }> = apiClient.content.get,
): Promise<DestinationCheck> {
  if (input.trim() === '') return { ok: false, message: bulkMessages.destinationRequired };
  const path = normalisePath(input.trim());
  try {
    const folder = await get(path);
    return folder.is_folderish
      ? { ok: true, path }
      : { ok: false, message: bulkMessages.destinationNotFolder(path) };
  } catch (error) {
    if (isNotFound(error)) return { ok: false, message: bulkMessages.destinationNotFound(path) };
    return { ok: false, message: errorMessage(error) };
  }
}
