import type { MultiOrderInvoice } from '@cellar/sdk';
import {
  commerceMessages,
  isMultiOrderInvoiceEditable,
  SET_INVOICED_FAILURE_STATUS,
  validateAddOrders,
} from '@cellar/validation/commerce';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSetMultiOrderInvoiceInvoiced } from '@/features/orders/api/set-multi-order-invoice-invoiced';
import { errorMessage } from '@/lib/error-message';
import { BillingAddressSection } from './billing-address-section';
import { InvoiceOrders } from './invoice-orders';
import { InvoiceStatusTag } from './invoice-status-tag';
import { PaymentSection } from './payment-section';

/**
 * A multi-order invoice (§2, §4): its header, billing address, payment and orders. In DRAFT every action is there
 * (add orders once it has a billing address, the batch actions, Create invoice); otherwise it is read-only.
 */
export function InvoiceDetail({
  invoice,
  page,
  hrefFor,
}: {
  invoice: MultiOrderInvoice;
  page: number;
  hrefFor: (page: number) => string;
}) {
  const editable = isMultiOrderInvoiceEditable(invoice.status);
  const navigate = useNavigate();
  const setInvoiced = useSetMultiOrderInvoiceInvoiced(invoice.id);

  const addOrders = () => {
    const checked = validateAddOrders(invoice);
    if (!checked.ok) {
      toast.error(checked.issues[0]?.message ?? commerceMessages.multiOrderInvoice.selectBillingAddressFirst);
      return;
    }
    navigate(paths.orders.multiOrderInvoice.newOrder.getHref(invoice.id));
  };

  const createInvoice = () =>
    setInvoiced.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.status === SET_INVOICED_FAILURE_STATUS) {
          toast.error(commerceMessages.general.notMarkedInvoiced);
          return;
        }
        toast.success(commerceMessages.success.invoiced(invoice.id));
        navigate(paths.orders.multiOrderInvoice.list.getHref());
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Invoice" className="flex flex-wrap items-start justify-between gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Id</dt>
          <dd className="tabular-nums">{invoice.id}</dd>
          <dt className="text-slate-500">Invoice</dt>
          <dd>{invoice.id_factura}</dd>
          <dt className="text-slate-500">Customer</dt>
          <dd>
            {invoice.nombre} ({invoice.email})
          </dd>
          <dt className="text-slate-500">Status</dt>
          <dd>
            <InvoiceStatusTag status={invoice.status} />
          </dd>
        </dl>
        {editable ? (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={addOrders}>
              Add orders
            </Button>
            <Button onClick={createInvoice} disabled={setInvoiced.isPending}>
              Create invoice
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">This invoice is {invoice.status}: it is read-only.</p>
        )}
      </section>
      <BillingAddressSection invoice={invoice} editable={editable} />
      <PaymentSection invoice={invoice} editable={editable} />
      <InvoiceOrders invoice={invoice} editable={editable} page={page} hrefFor={hrefFor} />
    </div>
  );
}
