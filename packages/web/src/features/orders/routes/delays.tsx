import { delayedOrderColumns } from '@cellar/sdk';
import type { ShopId } from '@cellar/validation';
import { DELAYED_ORDER_SHOPS } from '@cellar/validation/commerce';
import { useCallback } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { ShopSelect } from '@/components/pickers/shop-select';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { ExportCsvButton } from '@/components/table/export-csv-button';
import { useDelayedOrders } from '@/features/orders/api/delayed-orders';
import { DelayedOrdersTable } from '@/features/orders/components/delays/delayed-orders-table';
import { StockBookings } from '@/features/orders/components/delays/stock-bookings';
import { delaysUrl } from '@/features/orders/utils/delays-url';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Delays & Notifications';

/** /orders/delays: the late lines of a shop with the action of each, and a product's stock bookings (§2). */
function DelaysScreen() {
  const { view, set } = useUrlState(delaysUrl);
  const delayed = useDelayedOrders(view.shop);
  const toggleStock = useCallback(
    (id_producto: string) => set({ stock: view.stock === id_producto ? '' : id_producto }),
    [set, view.stock],
  );
  return (
    <Screen
      title={TITLE}
      actions={
        delayed.data ? (
          <ExportCsvButton
            fileName={`delays-${view.shop}`}
            columns={delayedOrderColumns}
            rows={delayed.data}
          />
        ) : undefined
      }
    >
      <search className="flex flex-wrap items-end gap-3">
        <ShopSelect
          className="w-72"
          value={view.shop}
          onValueChange={(shop) => {
            if (shop && (DELAYED_ORDER_SHOPS as readonly ShopId[]).includes(shop)) set({ shop, stock: '' });
          }}
        />
      </search>
      <QueryView query={delayed}>
        {(rows) => (
          <DelayedOrdersTable
            rows={rows}
            shop={view.shop}
            busy={delayed.isFetching}
            openStock={view.stock}
            toggleStock={toggleStock}
          />
        )}
      </QueryView>
      {view.stock ? <StockBookings id_producto={view.stock} shop={view.shop} /> : null}
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <DelaysScreen />
    </AdminOnly>
  );
}
