import type { SessionStore } from './session-store';

/** What the store uses of the Web Storage API (the package is typed without the DOM library). */
interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's localStorage; none in Node, and reading it throws in some sandboxed frames. */
function pageStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A session kept in the browser's `localStorage` under `key` (default `cellar.token`), so it outlives a page load
 * and the tabs of one origin share it. Where `localStorage` is missing or refuses (Node, a private mode, a full
 * quota), the token is kept in memory for this page instead: the store never throws.
 *
 * @example
 * const client = createClient({ baseUrl: '', session: localStorageSession('my-tool.token') });
 * await client.session.login({ email, password }); // still logged in after a reload
 */
export function localStorageSession(key = 'cellar.token'): SessionStore {
  // The token localStorage refused to keep; while null, localStorage holds the session (another tab's logout shows).
  let unsaved: string | null = null;
  return {
    get() {
      if (unsaved !== null) return unsaved;
      try {
        return pageStorage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(token) {
      unsaved = token;
      try {
        const storage = pageStorage();
        if (storage) {
          storage.setItem(key, token);
          unsaved = null;
        }
      } catch {
        // Kept in memory (above) for this page.
      }
    },
    clear() {
      unsaved = null;
      try {
        pageStorage()?.removeItem(key);
      } catch {
        // Nothing could be stored there either.
      }
    },
  };
}
