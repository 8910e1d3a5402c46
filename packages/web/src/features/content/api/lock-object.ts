import { CONTAINER_URL_PATH, pathSegments } from '@cellar/validation';
import { API_URL, apiClient, sessionToken } from '@/lib/api-client';

/** Takes or renews the editing lock (catalogue-editors §4); 409 Locked names the holder. */
export const lockObject = (path: string) => apiClient.content.lock(path);

/** Releases the editing lock. */
export const unlockObject = (path: string) => apiClient.content.unlock(path);

/**
 * Releases the lock while the page goes away (pagehide): a `keepalive` request outlives the page, which
 * an ordinary fetch does not. Best effort: the 90 s lease frees the object anyway.
 */
export function unlockOnPageHide(path: string): void {
  const token = sessionToken.get();
  const segments = pathSegments(path).map(encodeURIComponent);
  const url = `${API_URL}${CONTAINER_URL_PATH}/${[...segments, '@unlock'].join('/')}`;
  try {
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }).catch(() => undefined);
  } catch {
    // the page is going away; nothing to tell anyone
  }
}
