import type { MultiOrderInvoice } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useMultiOrderPaymentCheck } from '@/features/orders/api/check-multi-order-payment';
import { useConfirmMultiOrderPayment } from '@/features/orders/api/confirm-multi-order-payment';
import { errorMessage } from '@/lib/error-message';

/**
 * The invoice's payment (§2, §4): the check runs on load; once it says collected, the confirm button is disabled
 * and 'Invoice already collected!' shows. Confirming says 'Invoice collected!'.
 */
export function PaymentSection({ invoice, editable }: { invoice: MultiOrderInvoice; editable: boolean }) {
  const check = useMultiOrderPaymentCheck(invoice.id_factura);
  const confirm = useConfirmMultiOrderPayment(invoice.id, invoice.id_factura);
  const collected = check.data === true;

  const onConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => toast.success(commerceMessages.success.invoiceCollected),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <section aria-labelledby="invoice-payment" className="flex flex-col gap-2">
      <h2 id="invoice-payment" className="text-base font-semibold text-slate-900">
        Payment
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={onConfirm}
          disabled={!editable || collected || !check.isSuccess || confirm.isPending}
        >
          Confirm invoice payment
        </Button>
        {collected ? (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {commerceMessages.multiOrderInvoice.alreadyCollected}
          </p>
        ) : null}
        {check.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            {errorMessage(check.error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
