import { freeShippingRatesSource } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { Screen } from '@/components/screen';
import { ExportCsvButton } from '@/components/table/export-csv-button';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useFreeShippingRates } from '@/features/free-shipping-rates/api/search-rates';
import { AddRateDrawer } from '@/features/free-shipping-rates/components/add-rate-drawer';
import { RatesTable } from '@/features/free-shipping-rates/components/rates-table';
import { ratesUrl } from '@/features/free-shipping-rates/utils/rates-url';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Free Shipping Rates';
const messages = commerceMessages.freeShipping;

/** /promos_trg: the free shipping rates, an add drawer and delete per row (commerce-operations §2). */
function FreeShippingRatesScreen() {
  const { view, correct, hrefFor } = useUrlState(ratesUrl);
  const [adding, setAdding] = useState(false);
  const body = useMemo(() => ({ p: view.page + 1 }), [view.page]);
  const rates = useFreeShippingRates(body);
  const failed = rates.isError;
  const goToPage = useCallback((page: number) => correct({ page }), [correct]);

  useEffect(() => {
    if (failed) toast.error(messages.loadFailed);
  }, [failed]);

  return (
    <Screen
      title={TITLE}
      actions={
        <div className="flex items-center gap-2">
          <ExportCsvButton fileName="free-shipping-rates" source={freeShippingRatesSource} filters={{}} />
          <Button onClick={() => setAdding(true)}>Add shipping rate</Button>
        </div>
      }
    >
      <PagedQueryView
        query={rates}
        error={() => messages.loadFailed}
        page={view.page}
        paging={(page) => ({ total: page.items, pageSize: page.per_page, rows: page.result.length })}
        goTo={goToPage}
        hrefFor={(page) => hrefFor({ page })}
        pagers={{ bottom: 'Free shipping rates pages' }}
      >
        {(page) => <RatesTable rates={page.result} busy={rates.isPlaceholderData} />}
      </PagedQueryView>
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
