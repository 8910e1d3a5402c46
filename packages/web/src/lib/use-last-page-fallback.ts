import { useEffect } from 'react';

/** The last 0-based page of `total` rows at `pageSize` a page; 0 when there are none (an empty list has page 0). */
export const lastPageOf = (total: number, pageSize: number): number =>
  Math.max(0, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)) - 1);

export interface LastPageFallback {
  /** The 0-based page shown. */
  page: number;
  /** Rows in the whole list; undefined while unknown. */
  total: number | undefined;
  /** Rows a page; undefined while unknown (a page size that comes from the server). */
  pageSize: number | undefined;
  /** False while the rows are a placeholder of another query (a page or filter still loading). */
  settled: boolean;
  /** Rows on the page shown (the placeholder's while not settled); undefined while unknown. */
  rows: number | undefined;
  /** Shows `page` (0-based) instead: usually replaces `?page=` in the URL. */
  goTo: (page: number) => void;
}

/**
 * Goes back to the last page that has rows when the page shown is past it: its last rows left (removed, matched,
 * published) or a link named a page that no longer exists, while earlier pages still hold rows. True while the
 * screen should wait rather than say the list is empty: while it goes back, and while an empty page stands in
 * for the one loading.
 */
export function useLastPageFallback({
  page,
  total,
  pageSize,
  settled,
  rows,
  goTo,
}: LastPageFallback): boolean {
  const last = total === undefined || pageSize === undefined ? undefined : lastPageOf(total, pageSize);
  const past = settled && last !== undefined && page > last;
  useEffect(() => {
    if (past && last !== undefined) goTo(last);
  }, [past, last, goTo]);
  return past || (!settled && rows === 0);
}
