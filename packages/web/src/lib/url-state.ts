import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * One query-string parameter: how it reads (never failing: anything malformed reads as the default), how it
 * writes (null leaves it out of the URL), and whether it filters the list (a change goes back to the first page).
 */
export interface Param<T> {
  read: (raw: string | null) => T;
  write: (value: T) => string | null;
  /** A filter: changing it resets every `page()` of the same state to its first page. */
  filter: boolean;
  /** Marks the parameters that `page` resets. */
  isPage?: true;
}

/** Free text, as typed: '' when missing; written trimmed, left out when blank. */
export const text = (): Param<string> => ({
  read: (raw) => raw ?? '',
  write: (value) => (value.trim() === '' ? null : value.trim()),
  filter: true,
});

/**
 * A page number. The URL holds it as the screen's convention has it (0-based by default, as the spec's listing
 * `page` "default 0"; `first: 1` for 1-based pages) and the first page is left out; it always reads 0-based.
 */
export const page = ({ first = 0 }: { first?: 0 | 1 } = {}): Param<number> => ({
  read: (raw) => {
    const value = Number(raw ?? first);
    return Number.isInteger(value) && value >= first ? value - first : 0;
  },
  write: (value) => (value > 0 ? String(value + first) : null),
  filter: false,
  isPage: true,
});

/**
 * One of a fixed list of values, or '' (none chosen): anything else reads as ''. With a `fallback` (a screen's
 * first tab), nothing else reads as the fallback, which is left out of the URL.
 */
export function oneOf<T extends string>(values: readonly T[]): Param<T | ''>;
export function oneOf<T extends string>(values: readonly T[], fallback: T): Param<T>;
export function oneOf<T extends string>(values: readonly T[], fallback?: T): Param<T | ''> {
  const none = fallback ?? '';
  return {
    read: (raw) => ((values as readonly (string | null)[]).includes(raw) ? (raw as T) : none),
    write: (value) => (value === none ? null : value),
    filter: true,
  };
}

/** One of a fixed list of numbers with a default (a page size, a column count); the default is left out. */
export const numberOf = <T extends number>(values: readonly T[], fallback: T): Param<T> => ({
  read: (raw) => {
    const value = Number(raw);
    return raw !== null && (values as readonly number[]).includes(value) ? (value as T) : fallback;
  },
  write: (value) => (value === fallback ? null : String(value)),
  filter: true,
});

/** The id of a record shown (a positive whole number), or null (none): not a filter. */
export const recordId = (): Param<number | null> => ({
  read: (raw) => {
    const value = Number(raw ?? '');
    return raw !== null && /^\d+$/.test(raw) && Number.isSafeInteger(value) && value > 0 ? value : null;
  },
  write: (value) => (value === null ? null : String(value)),
  filter: false,
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD`, or '' (none). */
export const day = (): Param<string> => ({
  read: (raw) => (raw !== null && DAY.test(raw) ? raw : ''),
  write: (value) => (value === '' ? null : value),
  filter: true,
});

/** A parameter that names what is shown (a path, a tab, a menu) rather than filtering it: no page reset. */
export const name = (): Param<string> => ({
  read: (raw) => raw ?? '',
  write: (value) => (value === '' ? null : value),
  filter: false,
});

/** Any parameter, whatever its value type (`write` takes `never` so that every `Param<T>` fits). */
type AnyParam = Omit<Param<unknown>, 'write'> & { write: (value: never) => string | null };
type Params = Record<string, AnyParam>;
export type UrlView<P extends Params> = { [K in keyof P]: ReturnType<P[K]['read']> };

export interface UrlState<P extends Params> {
  readonly params: P;
  /** The typed view of a query string. */
  read(search: URLSearchParams): UrlView<P>;
  /**
   * The query string after `change` (starting with '?'; '?' alone when empty). Parameters this state does not
   * define (`path`, `tab` of another screen part) are kept. A changed filter goes back to the first page unless
   * the change names the page itself. `/` stays readable, as the sidebar writes `?path=/bodegas/`.
   */
  search(current: URLSearchParams, change: Partial<UrlView<P>>): string;
}

/**
 * A screen's URL state, written once: `defineUrlState({ q: text(), page: page(), tipo: oneOf(OFFER_TYPES) })`.
 * Every list reads and writes its query string through one of these, with `useUrlState`.
 */
export function defineUrlState<P extends Params>(params: P): UrlState<P> {
  const keys = Object.keys(params) as (keyof P & string)[];
  const write = (key: keyof P & string, value: unknown) =>
    (params[key]!.write as (value: unknown) => string | null)(value);
  const read = (search: URLSearchParams): UrlView<P> =>
    Object.fromEntries(keys.map((key) => [key, params[key]!.read(search.get(key))])) as UrlView<P>;
  return {
    params,
    read,
    search(current, change) {
      const before = read(current);
      const next = { ...before, ...change } as Record<string, unknown>;
      const refilters = keys.some(
        (key) => params[key]!.filter && key in change && write(key, next[key]) !== write(key, before[key]),
      );
      const out = new URLSearchParams(current);
      for (const key of keys) {
        const param = params[key]!;
        const value = refilters && param.isPage && !(key in change) ? 0 : next[key];
        const written = write(key, value);
        if (written === null) out.delete(key);
        else out.set(key, written);
      }
      const query = out.toString().replace(/%2F/gi, '/');
      return query === '' ? '?' : `?${query}`;
    },
  };
}

/** How a user's change of the URL state goes into the history. */
export interface SetOptions {
  /**
   * The change is text being typed (a search box's, written as typing pauses): the first write adds a history entry,
   * the writes that follow while the user keeps typing replace it, so Back returns to where the typing started.
   */
  typing?: boolean;
}

export interface UrlStateHandle<P extends Params> {
  /** What the URL says now. */
  view: UrlView<P>;
  /**
   * A change the user makes (a filter, a menu section, a row opened): it goes to the view with `change` applied as a
   * new history entry, so Back returns to the view before it (see `SetOptions.typing` for typed text).
   */
  set: (change: Partial<UrlView<P>>, options?: SetOptions) => void;
  /**
   * The URL corrected to what the screen shows (an unknown tab, a page past the last one): the history entry is
   * replaced, so Back does not come back to the address that had to be corrected.
   */
  correct: (change: Partial<UrlView<P>>) => void;
  /** The location of the view with `change` applied: for links (pages, tabs) that open in a new tab too. */
  hrefFor: (change: Partial<UrlView<P>>) => string;
}

/** Marks a history entry written by typing: the typing that goes on replaces it. */
const TYPED_ENTRY = { urlStateTyped: true } as const;
const isTypedEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'urlStateTyped' in state;

/**
 * Reads and writes a `defineUrlState` definition against the router's query string, by the one history rule of the
 * admin: every change the user makes is a history entry of its own (Back undoes it), typing goes on in its entry, and
 * only a correction of the URL replaces an entry.
 */
export function useUrlState<P extends Params>(state: UrlState<P>): UrlStateHandle<P> {
  const [params] = useSearchParams();
  const { state: entry } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => state.read(params), [state, params]);
  const typingGoesOn = isTypedEntry(entry);
  const set = useCallback(
    (change: Partial<UrlView<P>>, { typing = false }: SetOptions = {}) =>
      void navigate(
        { search: state.search(params, change) },
        typing ? { replace: typingGoesOn, state: TYPED_ENTRY } : {},
      ),
    [navigate, state, params, typingGoesOn],
  );
  const correct = useCallback(
    (change: Partial<UrlView<P>>) =>
      void navigate({ search: state.search(params, change) }, { replace: true, state: entry }),
    [navigate, state, params, entry],
  );
  const hrefFor = useCallback((change: Partial<UrlView<P>>) => state.search(params, change), [state, params]);
  return { view, set, correct, hrefFor };
}
