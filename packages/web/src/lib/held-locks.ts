import { apiClient } from './api-client';
import { storage } from './storage';

const PREFIX = 'cellar.held-locks.v1:';
/** This page's entry: each tab lists the locks it holds apart, so that one leaving forgets only its own. */
const PAGE_KEY = `${PREFIX}${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** How long a logout waits for the locks to be released before it goes on: the lease frees them anyway. */
export const RELEASE_TIMEOUT_MS = 3_000;

const read = (key: string): string[] => {
  try {
    const paths: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
};

const write = (paths: readonly string[]) => {
  if (paths.length === 0) storage.remove(PAGE_KEY);
  else storage.set(PAGE_KEY, JSON.stringify(paths));
};

/**
 * The editing locks the pages of this browser hold (catalogue-editors §4), kept in localStorage beside the session
 * token they were taken with: a logout, in this tab or another, releases them all while that token can still do
 * it, as leaving a page releases its own. Otherwise they would keep the objects locked for the 90 s lease after the
 * user left, refusing a colleague.
 */
export const heldLocks = {
  /** This page holds the editing lock of `path`. */
  add(path: string): void {
    const paths = read(PAGE_KEY);
    if (!paths.includes(path)) write([...paths, path]);
  },
  /** This page no longer holds it (released, or taken by someone else). */
  remove(path: string): void {
    write(read(PAGE_KEY).filter((held) => held !== path));
  },
  /** Whether this page still holds it: false once a logout (here or in another tab) released it. */
  has(path: string): boolean {
    return read(PAGE_KEY).includes(path);
  },
  /**
   * Releases every lock a page of this browser holds and forgets them: call it before the session's token is
   * dropped. Waits at most `timeoutMs` (a backend that does not answer must not hold up a logout); never fails.
   */
  async releaseAll(timeoutMs = RELEASE_TIMEOUT_MS): Promise<void> {
    const keys = storage.keys(PREFIX);
    const paths = [...new Set(keys.flatMap(read))];
    for (const key of keys) storage.remove(key);
    if (paths.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const released = Promise.allSettled(paths.map((path) => apiClient.content.unlock(path)));
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([released, late]);
    clearTimeout(timer);
  },
};
