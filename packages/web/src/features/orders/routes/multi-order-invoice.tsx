import { useParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { useMultiOrderInvoice } from '@/features/orders/api/get-multi-order-invoice';
import { InvoiceDetail } from '@/features/orders/components/multi-order-invoice/invoice-detail';
import { multiOrderInvoiceUrl } from '@/features/orders/utils/multi-order-invoices-url';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Multi-order invoice';

/** The numeric id of the path, or null (the screen then says there is no such invoice). */
export const invoiceIdOf = (raw: string | undefined): number | null =>
  raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) && Number(raw) > 0
    ? Number(raw)
    : null;

const notFound = (raw: string | undefined) => `There is no multi-order invoice #${raw ?? ''}.`;

/** /orders/multi-order-invoice/{id} (commerce-operations §2): the detail of a multi-order invoice. */
function MultiOrderInvoiceScreen() {
  const { id: raw } = useParams();
  const id = invoiceIdOf(raw);
  return (
    <Screen title={id === null ? TITLE : `${TITLE} #${id}`}>
      {id === null ? (
        <p role="alert" className="text-sm text-rose-700">
          {notFound(raw)}
        </p>
      ) : (
        <InvoiceOf id={id} />
      )}
    </Screen>
  );
}

function InvoiceOf({ id }: { id: number }) {
  const invoice = useMultiOrderInvoice(id);
  const { view, hrefFor } = useUrlState(multiOrderInvoiceUrl);
  return (
    <QueryView query={invoice} isEmpty={(found) => found === null} empty={notFound(String(id))}>
      {(found) =>
        found ? (
          <InvoiceDetail invoice={found} page={view.page} hrefFor={(page) => hrefFor({ page })} />
        ) : null
      }
    </QueryView>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <MultiOrderInvoiceScreen />
    </AdminOnly>
  );
}
