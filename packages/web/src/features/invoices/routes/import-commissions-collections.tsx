import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { ShippingInvoiceImport } from '@/features/invoices/components/shipping/shipping-invoice-import';

// Version 1 is not in the sidebar; its heading is the screen's name (commerce-operations §2).
const TITLE = 'Import commissions collections';

/** /invoices/import-commissions-collections: the shipping flow with a payment gateway (§2 "Invoice imports"). */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <Screen title={TITLE}>
        <ShippingInvoiceImport kind="commissions" />
      </Screen>
    </AdminOnly>
  );
}
