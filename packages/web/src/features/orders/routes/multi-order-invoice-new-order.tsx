import type { MultiOrderInvoice } from '@cellar/sdk';
import { shopCurrency, shopOfCountry } from '@cellar/validation';
import { commerceMessages, isMultiOrderInvoiceEditable } from '@cellar/validation/commerce';
import { useParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { PreloadLink } from '@/components/ui/preload-link';
import { paths } from '@/config/paths';
import { useInvoiceCustomer } from '@/features/orders/api/get-invoice-customer';
import { useMultiOrderInvoice } from '@/features/orders/api/get-multi-order-invoice';
import { NewOrderPage } from '@/features/orders/components/new-order/new-order-page';

const TITLE = 'New order';

/**
 * The invoice (invoice_multiorder) must exist, be DRAFT and have a billing address before orders are added to it
 * (§4, §5); its customer (user) tells the shop of the new orders, so the currency of the prices.
 */
function NewOrderScreen({ id }: { id: number }) {
  const invoice = useMultiOrderInvoice(id);
  return (
    <Screen title={`${TITLE} · multi-order invoice ${id}`}>
      <QueryView query={invoice}>
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
                <PreloadLink
                  className="text-sm underline"
                  to={paths.orders.multiOrderInvoice.detail.getHref(id)}
                >
                  Back to multi-order invoice {id}
                </PreloadLink>
              </div>
            );
          return <NewOrderForInvoice invoice={invoice} />;
        }}
      </QueryView>
    </Screen>
  );
}

/** The page once the customer is read: their country's shop gives the currency of the prices. */
function NewOrderForInvoice({ invoice }: { invoice: MultiOrderInvoice }) {
  const customer = useInvoiceCustomer(invoice.id_usuario);
  return (
    <QueryView query={customer}>
      {(user) => (
        <NewOrderPage invoice={invoice} currency={shopCurrency(shopOfCountry(user?.country ?? ''))} />
      )}
    </QueryView>
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
