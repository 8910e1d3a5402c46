import { storage } from '@/lib/storage';

/** What a form keeps in the browser until its save succeeds. */
export interface StoredDraft<V> {
  /** ISO time of the last change. */
  savedAt: string;
  values: V;
}

const PREFIX = 'cellar.draft.v1';

/** The localStorage key of one form's draft: per user and per form (an object's path, 'offer:new' ...). */
export const draftStorageKey = (user: string, form: string): string => `${PREFIX}:${user}:${form}`;

/** Reads, writes and forgets the drafts of one user; a draft that is not valid JSON reads as none. */
export const formDrafts = {
  read<V>(user: string, form: string): StoredDraft<V> | null {
    const raw = storage.get(draftStorageKey(user, form));
    if (raw === null) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredDraft<V>>;
      if (typeof parsed.savedAt !== 'string' || typeof parsed.values !== 'object' || parsed.values === null)
        return null;
      return { savedAt: parsed.savedAt, values: parsed.values };
    } catch {
      return null;
    }
  },
  write<V>(user: string, form: string, values: V, now: Date = new Date()): void {
    storage.set(draftStorageKey(user, form), JSON.stringify({ savedAt: now.toISOString(), values }));
  },
  remove(user: string, form: string): void {
    storage.remove(draftStorageKey(user, form));
  },
};
