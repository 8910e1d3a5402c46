import { type ErpOfferSearch, offersSource } from '@cellar/sdk';
import { OFFER_TYPE_LABELS, OFFER_TYPES } from '@cellar/validation/commerce';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { Screen } from '@/components/screen';
import { ExportCsvButton } from '@/components/table/export-csv-button';
import { useRowSelection } from '@/components/table/use-row-selection';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/form-field';
import { SearchField } from '@/components/ui/search-field';
import { useOffers } from '@/features/offers/api/search-offers';
import { AddOfferDrawer } from '@/features/offers/components/add-offer-drawer';
import { OfferBulkActions } from '@/features/offers/components/offer-bulk-actions';
import { OffersTable } from '@/features/offers/components/offers-table';
import { offersUrl } from '@/features/offers/utils/offers-url';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Offers';

/** The clock the rows are classified with (future, current, expired), moving every 30 s. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** /offers: offers with search, date and type filters, and the add-offer drawer (commerce-operations §2). */
function OffersScreen() {
  const { view, set, correct, hrefFor } = useUrlState(offersUrl);
  const [adding, setAdding] = useState(false);
  const now = useNow(30_000);

  const body = useMemo<ErpOfferSearch>(
    () => ({
      ...(view.q.trim() ? { q: view.q.trim() } : {}),
      ...(view.date ? { date: view.date } : {}),
      ...(view.tipo ? { tipo: view.tipo } : {}),
      p: view.page + 1,
    }),
    [view.q, view.date, view.tipo, view.page],
  );
  const offers = useOffers(body);
  const { p: _page, ...filters } = body;
  const pageIds = useMemo(() => (offers.data?.result ?? []).map((offer) => String(offer.id)), [offers.data]);
  const selection = useRowSelection(pageIds);
  const goToPage = useCallback((page: number) => correct({ page }), [correct]);

  const commitQ = useCallback((q: string) => set({ q }), [set]);

  return (
    <Screen
      title={TITLE}
      actions={
        <div className="flex items-center gap-2">
          <ExportCsvButton fileName="offers" source={offersSource} filters={filters} />
          <Button onClick={() => setAdding(true)}>Add offer</Button>
        </div>
      }
    >
      <search className="flex flex-wrap items-end gap-3">
        <SearchField label="Search" className="w-64" value={view.q} onCommit={commitQ} />
        <InputField
          label="Date"
          className="w-44"
          type="date"
          value={view.date}
          onChange={(event) => set({ date: event.target.value })}
        />
        <SelectField
          label="Type"
          className="w-44"
          value={view.tipo}
          placeholder="All types"
          options={OFFER_TYPES.map((type) => ({ value: type, label: OFFER_TYPE_LABELS[type] }))}
          onValueChange={(tipo) => set({ tipo })}
        />
      </search>
      <PagedQueryView
        query={offers}
        page={view.page}
        paging={(page) => ({ total: page.items, pageSize: page.per_page, rows: page.result.length })}
        goTo={goToPage}
        hrefFor={(page) => hrefFor({ page })}
        pagers={{ bottom: 'Offers pages' }}
      >
        {(page) => {
          // A refetch (after an expire, say) classifies the rows with the time of its answer.
          const at = Math.max(now, offers.dataUpdatedAt);
          return (
            <div className="flex flex-col gap-3">
              <OfferBulkActions offers={page.result} selection={selection} now={at} />
              <OffersTable
                offers={page.result}
                busy={offers.isPlaceholderData}
                now={at}
                selection={selection}
              />
            </div>
          );
        }}
      </PagedQueryView>
      <AddOfferDrawer open={adding} onOpenChange={setAdding} />
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <OffersScreen />
    </AdminOnly>
  );
}
