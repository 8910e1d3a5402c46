import { MULTI_ORDER_INVOICE_DRAFT } from '@cellar/validation/commerce';
import { clsx } from 'clsx';

/** The invoice's status as a tag: DRAFT (editable) in amber, any other (read-only) in green. */
export function InvoiceStatusTag({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded px-2 py-0.5 text-xs font-semibold',
        status === MULTI_ORDER_INVOICE_DRAFT
          ? 'bg-amber-100 text-amber-900'
          : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {status}
    </span>
  );
}
