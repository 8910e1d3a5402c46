import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { CommissionsV2Import } from '@/features/invoices/components/commissions/commissions-v2-import';

// The sidebar's name of the screen, as every screen's heading is.
const TITLE = 'Import commissions collections (v2)';

/** /invoices/import-commissions-collections-v2 (commerce-operations §2 "Invoice imports"). */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <Screen title={TITLE}>
        <CommissionsV2Import />
      </Screen>
    </AdminOnly>
  );
}
