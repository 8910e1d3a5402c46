import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination, type PaginationProps } from '@/components/ui/pagination';
import { useLastPageFallback } from '@/lib/use-last-page-fallback';
import { QueryView, type QueryViewProps } from './query-view';

/** What an answer says of the list it is a page of. */
export interface PageInfo {
  /** Rows in the whole list. */
  total: number;
  /** Rows a page. */
  pageSize: number;
  /**
   * Rows of the page the server answered; leave it out when the whole list came and the screen pages it itself
   * (the list is then settled once it is not refetching).
   */
  rows?: number;
}

export interface PagedQueryViewProps<T> extends Omit<QueryViewProps<T>, 'waiting' | 'children'> {
  /** The 0-based page shown (the URL's). */
  page: number;
  paging: (data: T) => PageInfo;
  /** Shows another page without a history entry: the screen's `(page) => set({ page }, { replace: true })`, stable. */
  goTo: (page: number) => void;
  /** A page's link. */
  hrefFor: (page: number) => string;
  /** The page navigations' names: one under the rows, and one above them when `top` is given. */
  pagers: { top?: string; bottom: string };
  /** Draws a page navigation (default `Pagination`). */
  renderPager?: (props: PaginationProps) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one view of a paged list: `QueryView`'s states, the rows, and the page navigation. A page past the last one
 * that has rows (its last rows removed, an old link) goes back to that last page instead of saying the list is
 * empty.
 */
export function PagedQueryView<T>({
  query,
  page,
  paging,
  goTo,
  hrefFor,
  pagers,
  renderPager = (props) => <Pagination {...props} />,
  children,
  ...view
}: PagedQueryViewProps<T>) {
  const info = query.data === undefined ? undefined : paging(query.data);
  const serverPaged = info?.rows !== undefined;
  const leavingPage = useLastPageFallback({
    page,
    total: info?.total,
    pageSize: info?.pageSize,
    settled: serverPaged ? !query.isPlaceholderData : !query.isFetching,
    rows: info?.rows,
    goTo,
  });
  return (
    <QueryView query={query as UseQueryResult<T>} waiting={leavingPage} {...view}>
      {(data) => {
        const { total, pageSize } = paging(data);
        const pager = (label: string) => renderPager({ label, page, pageSize, total, hrefFor });
        return (
          <>
            {pagers.top ? pager(pagers.top) : null}
            {children(data)}
            {pager(pagers.bottom)}
          </>
        );
      }}
    </QueryView>
  );
}
