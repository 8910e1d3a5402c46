import { commerceMessages } from '@cellar/validation/commerce';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toast';
import { useFreeShippingRates } from '@/features/free-shipping-rates/api/search-rates';
import { AddRateDrawer } from '@/features/free-shipping-rates/components/add-rate-drawer';
import { RatesTable } from '@/features/free-shipping-rates/components/rates-table';
import { ratesUrl } from '@/features/free-shipping-rates/utils/rates-url';
import { useUrlState } from '@/lib/url-state';
import { useLastPageFallback } from '@/lib/use-last-page-fallback';

const TITLE = 'Free Shipping Rates';
const messages = commerceMessages.freeShipping;

/** /promos_trg: the free shipping rates, an add drawer and delete per row (commerce-operations §2). */
function FreeShippingRatesScreen() {
  const { view, set, hrefFor } = useUrlState(ratesUrl);
  const [adding, setAdding] = useState(false);
  const body = useMemo(() => ({ p: view.page + 1 }), [view.page]);
  const rates = useFreeShippingRates(body);
  const failed = rates.isError;
  // When the last rates of the last page leave (deleted), show the last page that has rates.
  const goToPage = useCallback((page: number) => set({ page }, { replace: true }), [set]);
  const leavingPage = useLastPageFallback({
    page: view.page,
    total: rates.data?.items,
    pageSize: rates.data?.per_page,
    settled: !rates.isPlaceholderData,
    rows: rates.data?.result.length,
    goTo: goToPage,
  });

  useEffect(() => {
    if (failed) toast.error(messages.loadFailed);
  }, [failed]);

  return (
    <Screen title={TITLE} actions={<Button onClick={() => setAdding(true)}>Add shipping rate</Button>}>
      <QueryView query={rates} waiting={leavingPage} error={() => messages.loadFailed}>
        {(page) => (
          <>
            <RatesTable rates={page.result} busy={rates.isPlaceholderData} />
            <Pagination
              label="Free shipping rates pages"
              page={view.page}
              pageSize={page.per_page}
              total={page.items}
              hrefFor={(next) => hrefFor({ page: next })}
            />
          </>
        )}
      </QueryView>
      <AddRateDrawer open={adding} onOpenChange={setAdding} />
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <FreeShippingRatesScreen />
    </AdminOnly>
  );
}
