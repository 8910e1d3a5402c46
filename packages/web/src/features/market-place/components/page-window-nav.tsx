import { pageWindow } from '@cellar/validation/commerce';
import { clsx } from 'clsx';
import { Link } from 'react-router';

const cell =
  'inline-flex min-w-8 items-center justify-center rounded border px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-500';

/**
 * Previous, a window of at most 5 page buttons (commerce-operations §9, `pageWindow`), next. Pages are 1-based
 * links, so the page lives in the URL.
 */
export function PageWindowNav({
  page,
  pages,
  hrefFor,
  label,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1">
      <StepLink to={page > 1 ? hrefFor(page - 1) : undefined} label="Previous page">
        ‹
      </StepLink>
      {pageWindow(page, pages).map((entry) => (
        <Link
          key={entry}
          to={hrefFor(entry)}
          aria-label={`Page ${entry}`}
          aria-current={entry === page ? 'page' : undefined}
          className={clsx(
            cell,
            entry === page
              ? 'border-slate-900 bg-slate-900 font-medium text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {entry}
        </Link>
      ))}
      <StepLink to={page < pages ? hrefFor(page + 1) : undefined} label="Next page">
        ›
      </StepLink>
    </nav>
  );
}

function StepLink({ to, label, children }: { to: string | undefined; label: string; children: string }) {
  if (to === undefined)
    return (
      <button
        type="button"
        disabled
        aria-label={label}
        className={clsx(cell, 'border-slate-200 text-slate-400')}
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
