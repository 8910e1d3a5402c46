import { AdminOnly } from '@/components/admin-only';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { useWarehouseCosts } from '@/features/invoices/api/warehouse-costs';
import { RecalculatePreparationCosts } from '@/features/invoices/components/warehouse-cost/recalculate-preparation-costs';
import { WarehouseCostForm } from '@/features/invoices/components/warehouse-cost/warehouse-cost-form';
import { WarehouseCostsTable } from '@/features/invoices/components/warehouse-cost/warehouse-costs-table';

// The sidebar's name of the screen, as every screen's heading is.
const TITLE = 'Import cost warehouse';

/**
 * /invoices/import-cost-warehouse (commerce-operations §2, §7): a month's warehouse cost registered (date and cost),
 * the stored costs, and the orders' preparation costs recalculated from them.
 */
function ImportCostWarehouseScreen() {
  const costs = useWarehouseCosts();
  return (
    <Screen title={TITLE} actions={<RecalculatePreparationCosts />}>
      <WarehouseCostForm />
      <QueryView query={costs}>
        {(rows) => <WarehouseCostsTable costs={rows} busy={costs.isFetching} />}
      </QueryView>
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <ImportCostWarehouseScreen />
    </AdminOnly>
  );
}
