import { apiClient } from '@/lib/api-client';
import { serverLacks, withAddon } from '@/lib/server-addons';

/**
 * Takes or renews the editing lock (catalogue-editors §4); 409 Locked names the holder. On a server without locks
 * (@lock answers 404) it throws `AddonMissingError` for 'locks', at once from then on.
 */
export const lockObject = (path: string) => withAddon('locks', () => apiClient.content.lock(path));

/** Releases the editing lock (nothing to release on a server without locks). */
export const unlockObject = async (path: string) => {
  if (!serverLacks('locks')) await apiClient.content.unlock(path);
};

/**
 * Releases the lock while the page goes away (pagehide): a `keepalive` request outlives the page, which
 * an ordinary fetch does not. Best effort: the 90 s lease frees the object anyway.
 */
export function unlockOnPageHide(path: string): void {
  void apiClient.content.unlock(path, { keepalive: true }).catch(() => undefined);
}
