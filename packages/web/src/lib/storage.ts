/**
 * localStorage that never throws: private modes and full quotas must not break the admin, they only
 * make it forget between page loads.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not persisted; the in-memory state still applies for this page.
    }
  },
  /** The keys that start with `prefix` (the entries of every tab of this browser under one name). */
  keys(prefix: string): string[] {
    try {
      return Object.keys(window.localStorage).filter((key) => key.startsWith(prefix));
    } catch {
      return [];
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored to remove.
    }
  },
};
