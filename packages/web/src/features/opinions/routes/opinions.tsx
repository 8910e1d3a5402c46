import { type ErpOpinionFilters, opinionsSource } from '@cellar/sdk';
import { OPINIONS_PAGE_SIZE, type OpinionState } from '@cellar/validation/commerce';
import { useCallback, useMemo } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { Screen } from '@/components/screen';
import { ExportCsvButton } from '@/components/table/export-csv-button';
import { RowCheckbox } from '@/components/table/selection-checkboxes';
import { useRowSelection } from '@/components/table/use-row-selection';
import { Tabs } from '@/components/ui/tabs';
import { useOpinionTotals } from '@/features/opinions/api/get-opinion-totals';
import { useOpinions } from '@/features/opinions/api/list-opinions';
import { ColumnControl } from '@/features/opinions/components/column-control';
import { OpinionBulkActions } from '@/features/opinions/components/opinion-bulk-actions';
import { OpinionCard } from '@/features/opinions/components/opinion-card';
import { OpinionFilters } from '@/features/opinions/components/opinion-filters';
import { cardGridColumns } from '@/features/opinions/utils/card-grid';
import { opinionsUrl } from '@/features/opinions/utils/opinions-url';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Opinions';

const TAB_LABELS: Record<OpinionState, string> = {
  pend: 'Pending',
  npub: 'Not Published',
  publ: 'Published',
};
const TAB_ORDER: readonly OpinionState[] = ['pend', 'npub', 'publ'];

/** /opinions: moderation of customer opinions (commerce-operations §2, §4). */
function OpinionsScreen() {
  const { view, set, correct, hrefFor } = useUrlState(opinionsUrl);

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
  const pageIds = useMemo(
    () => (list.data?.items ?? []).map((opinion) => String(opinion.id_opinion)),
    [list.data],
  );
  const selection = useRowSelection(pageIds);
  // Only a pending opinion can be published or refused.
  const selectable = view.tab === 'pend';

  const goToPage = useCallback((page: number) => correct({ page }), [correct]);

  const tabs = TAB_ORDER.map((value) => ({
    value,
    label: totals.data ? `${TAB_LABELS[value]} (${totals.data[value]})` : TAB_LABELS[value],
  }));

  return (
    <Screen
      title={TITLE}
      actions={
        <div className="flex items-end gap-2">
          <ExportCsvButton
            fileName="opinions"
            source={opinionsSource}
            filters={{ ...filters, status: view.tab }}
          />
          <ColumnControl value={view.cols} onChange={(cols) => set({ cols })} />
        </div>
      }
    >
      <div className="flex gap-6">
        <OpinionFilters view={view} onChange={set} />
        <Tabs
          label="Opinion states"
          value={view.tab}
          onValueChange={(tab) => set({ tab })}
          tabs={tabs}
          className="min-w-0 flex-1"
        >
          <PagedQueryView
            query={list}
            isEmpty={(page) => page.items.length === 0}
            empty="No opinions."
            page={view.page}
            paging={(page) => ({ total: page.total, pageSize: OPINIONS_PAGE_SIZE, rows: page.items.length })}
            goTo={goToPage}
            hrefFor={(page) => hrefFor({ page })}
            pagers={{ bottom: 'Opinions pages' }}
          >
            {/* The columns chosen, or as many as fit: a card is never pushed out of view. */}
            {(page) => (
              <div className="flex flex-col gap-3">
                {selectable ? <OpinionBulkActions opinions={page.items} selection={selection} /> : null}
                <ul
                  aria-label={`${TAB_LABELS[view.tab]} opinions`}
                  aria-busy={list.isPlaceholderData || undefined}
                  className="grid gap-3"
                  style={{ gridTemplateColumns: cardGridColumns(view.cols) }}
                  data-columns={view.cols}
                >
                  {page.items.map((opinion) => (
                    <li key={opinion.id_opinion} className="flex min-w-0 items-start gap-2">
                      {selectable ? (
                        <RowCheckbox
                          id={String(opinion.id_opinion)}
                          label={`Select opinion ${opinion.id_opinion}`}
                          selection={selection}
                        />
                      ) : null}
                      <OpinionCard opinion={opinion} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </PagedQueryView>
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
