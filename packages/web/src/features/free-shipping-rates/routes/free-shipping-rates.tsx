import { commerceMessages } from '@cellar/validation/commerce';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly, isForbidden } from '../../../components/admin-only';
import { Screen } from '../../../components/screen';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast';
import { useFreeShippingRates } from '../api/search-rates';
import { AddRateDrawer } from '../components/add-rate-drawer';
import { RatesTable } from '../components/rates-table';

const TITLE = 'Free Shipping Rates';
const messages = commerceMessages.freeShipping;

/** `page` of the query string: 0-based, 0 when missing or not a page. */
const readPage = (params: URLSearchParams): number => {
  const page = Number(params.get('page') ?? '0');
  return Number.isInteger(page) && page > 0 ? page : 0;
};

/** /promos_trg: the free shipping rates, an add drawer and delete per row (commerce-operations §2). */
export function Component() {
  const [params] = useSearchParams();
  const page = readPage(params);
  const [adding, setAdding] = useState(false);
  const body = useMemo(() => ({ p: page + 1 }), [page]);
  const rates = useFreeShippingRates(body);
  const failed = rates.isError && !isForbidden(rates.error);

  useEffect(() => {
    if (failed) toast.error(messages.loadFailed);
  }, [failed]);

  if (isForbidden(rates.error)) return <AdminOnly title={TITLE} />;

  const tariffs = [...new Set((rates.data?.result ?? []).map((rate) => rate.tarifa))];
  const hrefFor = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 0) search.set('page', String(next));
    else search.delete('page');
    const text = search.toString();
    return text === '' ? '?' : `?${text}`;
  };

  return (
    <Screen title={TITLE} actions={<Button onClick={() => setAdding(true)}>Add shipping rate</Button>}>
      {rates.isPending ? (
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
      <AddRateDrawer open={adding} onOpenChange={setAdding} tariffs={tariffs} />
    </Screen>
  );
}
