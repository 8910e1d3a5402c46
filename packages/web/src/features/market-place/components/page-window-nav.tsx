import { pageWindow } from '@cellar/validation/commerce';
import { PageNumberLink, PageStepLink } from '@/components/ui/pagination';
import { lastPageOf } from '@/lib/use-last-page-fallback';

/**
 * Previous, a window of at most 5 page buttons (commerce-operations §9, `pageWindow`), next: the matches list's
 * paging. Pages are links (0-based here, as `Pagination`; numbered from 1 on screen), so the page lives in the URL.
 */
export function PageWindowNav({
  page,
  pageSize,
  total,
  hrefFor,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  const last = lastPageOf(total, pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1">
      <PageStepLink to={page > 0 ? hrefFor(page - 1) : undefined} label="Previous page">
        ‹
      </PageStepLink>
      {pageWindow(page + 1, last + 1).map((number) => (
        <PageNumberLink key={number} to={hrefFor(number - 1)} number={number} current={number === page + 1} />
      ))}
      <PageStepLink to={page < last ? hrefFor(page + 1) : undefined} label="Next page">
        ›
      </PageStepLink>
    </nav>
  );
}
