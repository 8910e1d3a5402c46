import { apiClient } from '@/lib/api-client';

/** Takes or renews the editing lock (catalogue-editors §4); 409 Locked names the holder. */
export const lockObject = (path: string) => apiClient.content.lock(path);

/** Releases the editing lock. */
export const unlockObject = (path: string) => apiClient.content.unlock(path);

/**
 * Releases the lock while the page goes away (pagehide): a `keepalive` request outlives the page, which
 * an ordinary fetch does not. Best effort: the 90 s lease frees the object anyway.
 */
export function unlockOnPageHide(path: string): void {
  void apiClient.content.unlock(path, { keepalive: true }).catch(() => undefined);
}
