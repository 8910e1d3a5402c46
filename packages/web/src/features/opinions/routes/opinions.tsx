import type { ErpOpinionFilters } from '@cellar/sdk';
import { OPINIONS_PAGE_SIZE, type OpinionState } from '@cellar/validation/commerce';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { Loading } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { useOpinionTotals } from '@/features/opinions/api/get-opinion-totals';
import { useOpinions } from '@/features/opinions/api/list-opinions';
import { ColumnControl } from '@/features/opinions/components/column-control';
import { OpinionCard } from '@/features/opinions/components/opinion-card';
import { OpinionFilters } from '@/features/opinions/components/opinion-filters';
import { type OpinionsView, opinionsSearch, readOpinionsView } from '@/features/opinions/utils/opinions-url';
import { useLastPageFallback } from '@/lib/use-last-page-fallback';

const TITLE = 'Opinions';

const TAB_LABELS: Record<OpinionState, string> = {
  pend: 'Pending',
  npub: 'Not Published',
  publ: 'Published',
};
const TAB_ORDER: readonly OpinionState[] = ['pend', 'npub', 'publ'];

/** /opinions: moderation of customer opinions (commerce-operations §2, §4). */
function OpinionsScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = readOpinionsView(params);
  const go = useCallback(
    (change: Partial<OpinionsView>) => navigate({ search: opinionsSearch(params, change) }),
    [navigate, params],
  );

  const filters = useMemo<ErpOpinionFilters>(
    () => ({
      ...(view.idioma ? { idioma: view.idioma } : {}),
      ...(view.shop ? { shop: view.shop } : {}),
      ...(view.q.trim() ? { q: view.q.trim() } : {}),
    }),
    [view.idioma, view.shop, view.q],
  );
  const totals = useOpinionTotals(filters);
  const list = useOpinions({ ...filters, status: view.tab, page: view.page, page_size: OPINIONS_PAGE_SIZE });

  // When the last opinions of the last page leave (published, refused), show the page before.
  const goToPage = useCallback(
    (page: number) => navigate({ search: opinionsSearch(params, { page }) }, { replace: true }),
    [navigate, params],
  );
  const leavingPage = useLastPageFallback({
    page: view.page,
    total: list.data?.total,
    pageSize: OPINIONS_PAGE_SIZE,
    settled: !list.isPlaceholderData,
    rows: list.data?.items.length,
    goTo: goToPage,
  });

  const tabs = TAB_ORDER.map((value) => ({
    value,
    label: totals.data ? `${TAB_LABELS[value]} (${totals.data[value]})` : TAB_LABELS[value],
  }));

  return (
    <Screen title={TITLE} actions={<ColumnControl value={view.cols} onChange={(cols) => go({ cols })} />}>
      <div className="flex gap-6">
        <OpinionFilters view={view} onChange={go} />
        <Tabs
          label="Opinion states"
          value={view.tab}
          onValueChange={(tab) => go({ tab })}
          tabs={tabs}
          className="min-w-0 flex-1"
        >
          {list.isPending || leavingPage ? (
            <Loading />
          ) : list.isError ? (
            <p role="alert" className="text-sm text-rose-700">
              {list.error instanceof Error ? list.error.message : String(list.error)}
            </p>
          ) : list.data.items.length === 0 ? (
            <p className="text-sm text-slate-600">No opinions.</p>
          ) : (
            <div className="flex flex-col gap-4">
              {/* Many columns on a narrow screen scroll sideways rather than squeeze the forms unreadable. */}
              <div className="overflow-x-auto pb-2">
                <ul
                  aria-label={`${TAB_LABELS[view.tab]} opinions`}
                  aria-busy={list.isPlaceholderData || undefined}
                  className="grid gap-3"
                  style={{ gridTemplateColumns: `repeat(${view.cols}, minmax(7rem, 1fr))` }}
                  data-columns={view.cols}
                >
                  {list.data.items.map((opinion) => (
                    <li key={opinion.id_opinion} className="flex">
                      <OpinionCard opinion={opinion} />
                    </li>
                  ))}
                </ul>
              </div>
              <Pagination
                label="Opinions pages"
                page={view.page}
                pageSize={OPINIONS_PAGE_SIZE}
                total={list.data.total}
                hrefFor={(page) => opinionsSearch(params, { page })}
              />
            </div>
          )}
        </Tabs>
      </div>
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <OpinionsScreen />
    </AdminOnly>
  );
}
