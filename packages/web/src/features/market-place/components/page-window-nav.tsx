import { pageWindow } from '@cellar/validation/commerce';
import { PageNumberLink, PageStepLink } from '@/components/ui/pagination';

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
      <PageStepLink to={page > 1 ? hrefFor(page - 1) : undefined} label="Previous page">
        ‹
      </PageStepLink>
      {pageWindow(page, pages).map((entry) => (
        <PageNumberLink key={entry} to={hrefFor(entry)} number={entry} current={entry === page} />
      ))}
      <PageStepLink to={page < pages ? hrefFor(page + 1) : undefined} label="Next page">
        ›
      </PageStepLink>
    </nav>
  );
}
