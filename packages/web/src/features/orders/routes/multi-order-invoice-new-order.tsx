import { commerceMessages, isMultiOrderInvoiceEditable } from '@cellar/validation/commerce';
import { Link, useParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { useNewOrderContext } from '@/features/orders/api/get-new-order-context';
import { NewOrderPage } from '@/features/orders/components/new-order/new-order-page';

const TITLE = 'New order';

/** The invoice must exist, be DRAFT and have a billing address before orders are added to it (§4, §5). */
function NewOrderScreen({ id }: { id: number }) {
  const context = useNewOrderContext(id);
  return (
    <Screen title={`${TITLE} · multi-order invoice ${id}`}>
      <QueryView query={context}>
        {(invoice) => {
          const refusal =
            invoice === null
              ? commerceMessages.newOrder.invoiceNotFound(id)
              : !isMultiOrderInvoiceEditable(invoice.status)
                ? commerceMessages.newOrder.invoiceNotDraft(id)
                : invoice.id_datos_fac === null
                  ? commerceMessages.multiOrderInvoice.selectBillingAddressFirst
                  : null;
          if (invoice === null || refusal !== null)
            return (
              <div className="flex flex-col gap-2">
                <p role="alert" className="text-sm text-rose-700">
                  {refusal}
                </p>
                <Link className="text-sm underline" to={paths.orders.multiOrderInvoice.detail.getHref(id)}>
                  Back to multi-order invoice {id}
                </Link>
              </div>
            );
          return <NewOrderPage invoice={invoice} />;
        }}
      </QueryView>
    </Screen>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const invoiceId = Number(id);
  return (
    <AdminOnly title={TITLE}>
      {Number.isInteger(invoiceId) && invoiceId > 0 ? (
        <NewOrderScreen id={invoiceId} />
      ) : (
        <Screen title={TITLE}>
          <p role="alert" className="text-sm text-rose-700">
            {commerceMessages.newOrder.invoiceNotFound(id)}
          </p>
        </Screen>
      )}
    </AdminOnly>
  );
}
