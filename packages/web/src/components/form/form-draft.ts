import { storage } from '@/lib/storage';

/** What a form keeps in the browser, written as the user types, until its save succeeds or it is discarded. */
export interface StoredDraft<V> {
  /** ISO time of the last change. */
  savedAt: string;
  /** The values typed, whole. */
  values: V;
  /**
   * The values the form held before anything was typed (its defaults then): what tells the fields the user changed
   * from those the server may have changed since. Absent in drafts kept before it was recorded: every value counts
   * as typed.
   */
  base?: V;
  /**
   * The version of what the form edits that the typing started from (an object's `modification_date`); absent for
   * a form that edits nothing stored yet (a new object).
   */
  version?: string;
}

/** What a form hands the store: the draft without its time, which the store stamps. */
export type DraftContent<V> = Omit<StoredDraft<V>, 'savedAt'>;

const PREFIX = 'cellar.draft.v1';

/**
 * The localStorage key of one form's draft: per user and per form (an object's path and tab, 'offer:new' ...), so
 * that a draft survives a logout, an ended session, a reload or a crash, and is never offered to another user.
 */
export const draftStorageKey = (user: string, form: string): string => `${PREFIX}:${user}:${form}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Two form values hold the same: plain objects key by key (in any order), everything else as JSON. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValues(a[key], b[key]));
  }
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A draft's values over the form's `current` ones: what the user typed (every value that differs from the draft's
 * `base`, down through plain objects such as a text per language) over `current`; the rest as `current` holds it,
 * so that a draft put over a newer version keeps what others changed meanwhile in the fields the user left alone.
 */
export function draftOver<V>(draft: Pick<StoredDraft<V>, 'values' | 'base'>, current: V): V {
  const over = (typed: unknown, base: unknown, now: unknown): unknown => {
    if (sameValues(typed, base)) return now;
    if (isRecord(typed) && isRecord(base) && isRecord(now)) {
      const keys = new Set([...Object.keys(now), ...Object.keys(typed)]);
      return Object.fromEntries([...keys].map((key) => [key, over(typed[key], base[key], now[key])]));
    }
    return typed;
  };
  return (draft.base === undefined ? draft.values : over(draft.values, draft.base, current)) as V;
}

/** Reads, writes and forgets the drafts of one user; a draft that is not valid JSON reads as none. */
export const formDrafts = {
  read<V>(user: string, form: string): StoredDraft<V> | null {
    const raw = storage.get(draftStorageKey(user, form));
    if (raw === null) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredDraft<V>>;
      if (typeof parsed.savedAt !== 'string' || !isRecord(parsed.values)) return null;
      return {
        savedAt: parsed.savedAt,
        values: parsed.values,
        ...(isRecord(parsed.base) ? { base: parsed.base } : {}),
        ...(typeof parsed.version === 'string' ? { version: parsed.version } : {}),
      };
    } catch {
      return null;
    }
  },
  /** Keeps `content` as the form's draft, stamped `now`; answers the draft kept. */
  write<V>(user: string, form: string, content: DraftContent<V>, now: Date = new Date()): StoredDraft<V> {
    const draft: StoredDraft<V> = { savedAt: now.toISOString(), ...content };
    storage.set(draftStorageKey(user, form), JSON.stringify(draft));
    return draft;
  },
  remove(user: string, form: string): void {
    storage.remove(draftStorageKey(user, form));
  },
};
