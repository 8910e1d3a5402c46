/** The 1-based `?page=` of a URL: a whole number of at least 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Number of pages for `total` rows, at least 1 (an empty list still has its first page). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/** The rows of a 1-based page, the page clamped into range (after a delete the last page may be gone). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; page: number } {
  const current = Math.min(Math.max(1, page), pageCount(rows.length, pageSize));
  const start = (current - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), page: current };
}

/** The query string with `changes` applied (a null value removes the key); other keys kept. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query === '' ? '' : `?${query}`;
}
