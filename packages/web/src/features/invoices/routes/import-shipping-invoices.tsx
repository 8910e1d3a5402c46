import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { ShippingInvoiceImport } from '@/features/invoices/components/shipping/shipping-invoice-import';

// The sidebar's name of the screen, as every screen's heading is.
const TITLE = 'Import shipping invoices';

/** /invoices/import-shipping-invoices (commerce-operations §2 "Invoice imports"). */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <Screen title={TITLE}>
        <ShippingInvoiceImport />
      </Screen>
    </AdminOnly>
  );
}
