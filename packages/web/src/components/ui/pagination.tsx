import { clsx } from 'clsx';
import { Link } from 'react-router';

/**
 * Page numbers to show for `pageCount` pages around `current` (0-based): the first, the last, two on each
 * side of the current one, and `'gap'` where numbers are left out.
 */
export function pageWindow(current: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 0; page < pageCount; page++) {
    const near = Math.abs(page - current) <= radius;
    if (page === 0 || page === pageCount - 1 || near) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

export interface PaginationProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  /** The location of a page (a link, so pages can be opened in a new tab and the URL keeps the state). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. 'Pagination top'. */
  label: string;
  className?: string;
}

const cell =
  'inline-flex min-w-8 items-center justify-center rounded border px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-500';

/** Previous, page numbers (1-based on screen), next, and the total count. */
export function Pagination({ page, pageSize, total, hrefFor, label, className }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const previous = page > 0 ? page - 1 : undefined;
  const next = page < pageCount - 1 ? page + 1 : undefined;
  return (
    <nav aria-label={label} className={clsx('flex flex-wrap items-center gap-1', className)}>
      <PageStepLink to={previous === undefined ? undefined : hrefFor(previous)} label="Previous page">
        ‹ Previous
      </PageStepLink>
      {pageWindow(page, pageCount).map((entry, index) =>
        entry === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
            …
          </span>
        ) : (
          <PageNumberLink key={entry} to={hrefFor(entry)} number={entry + 1} current={entry === page} />
        ),
      )}
      <PageStepLink to={next === undefined ? undefined : hrefFor(next)} label="Next page">
        Next ›
      </PageStepLink>
      <span className="ml-2 text-sm text-slate-600">
        {total} {total === 1 ? 'item' : 'items'}
      </span>
    </nav>
  );
}

/** One page-number cell, shown and labelled with `number` (as the user counts: 1-based). */
export function PageNumberLink({ to, number, current }: { to: string; number: number; current: boolean }) {
  return (
    <Link
      to={to}
      aria-label={`Page ${number}`}
      aria-current={current ? 'page' : undefined}
      className={clsx(
        cell,
        current
          ? 'border-slate-900 bg-slate-900 font-medium text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      {number}
    </Link>
  );
}

/** A previous/next cell: a link, or a disabled button when there is no page that way (`to` undefined). */
export function PageStepLink({
  to,
  label,
  children,
}: {
  to: string | undefined;
  label: string;
  children: string;
}) {
  if (to === undefined)
    return (
      <button
        type="button"
        disabled
        aria-label={label}
        className={clsx(cell, 'cursor-not-allowed border-slate-200 text-slate-400')}
      >
        {children}
      </button>
    );
  return (
    <Link
      to={to}
      aria-label={label}
      className={clsx(cell, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}
    >
      {children}
    </Link>
  );
}
