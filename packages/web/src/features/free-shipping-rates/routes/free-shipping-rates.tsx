import { commerceMessages } from '@cellar/validation/commerce';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toast';
import { useFreeShippingRates } from '@/features/free-shipping-rates/api/search-rates';
import { AddRateDrawer } from '@/features/free-shipping-rates/components/add-rate-drawer';
import { RatesTable } from '@/features/free-shipping-rates/components/rates-table';
import { useLastPageFallback } from '@/lib/use-last-page-fallback';

const TITLE = 'Free Shipping Rates';
const messages = commerceMessages.freeShipping;

/** `page` of the query string: 0-based, 0 when missing or not a page. */
const readPage = (params: URLSearchParams): number => {
  const page = Number(params.get('page') ?? '0');
  return Number.isInteger(page) && page > 0 ? page : 0;
};

/** The query string with the 0-based `page` (page 0 left out); other keys kept. */
const withPage = (params: URLSearchParams, page: number): string => {
  const search = new URLSearchParams(params);
  if (page > 0) search.set('page', String(page));
  else search.delete('page');
  const text = search.toString();
  return text === '' ? '?' : `?${text}`;
};

/** /promos_trg: the free shipping rates, an add drawer and delete per row (commerce-operations §2). */
function FreeShippingRatesScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = readPage(params);
  const [adding, setAdding] = useState(false);
  const body = useMemo(() => ({ p: page + 1 }), [page]);
  const rates = useFreeShippingRates(body);
  const failed = rates.isError;
  // When the last rates of the last page leave (deleted), show the last page that has rates.
  const goToPage = useCallback(
    (next: number) => navigate({ search: withPage(params, next) }, { replace: true }),
    [navigate, params],
  );
  const leavingPage = useLastPageFallback({
    page,
    total: rates.data?.items,
    pageSize: rates.data?.per_page,
    settled: !rates.isPlaceholderData,
    rows: rates.data?.result.length,
    goTo: goToPage,
  });

  useEffect(() => {
    if (failed) toast.error(messages.loadFailed);
  }, [failed]);

  const hrefFor = (next: number) => withPage(params, next);

  return (
    <Screen title={TITLE} actions={<Button onClick={() => setAdding(true)}>Add shipping rate</Button>}>
      {rates.isPending || leavingPage ? (
        <Loading />
      ) : rates.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {messages.loadFailed}
        </p>
      ) : (
        <>
          {rates.data.result.length === 0 ? (
            <p className="text-sm text-slate-600">No free shipping rates.</p>
          ) : (
            <RatesTable rates={rates.data.result} busy={rates.isPlaceholderData} />
          )}
          <Pagination
            label="Free shipping rates pages"
            page={page}
            pageSize={rates.data.per_page}
            total={rates.data.items}
            hrefFor={hrefFor}
          />
        </>
      )}
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
