import type { OrderEditPackProduct } from '@cellar/sdk';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { useOrderFull } from '@/features/orders/api/get-order-full';
import { EditOrderForm } from '@/features/orders/components/edit-order/edit-order-form';
import { OrderHeader } from '@/features/orders/components/edit-order/order-header';
import { PackProductsTable } from '@/features/orders/components/edit-order/pack-products-table';

const TITLE = 'Edit order';

/** What the last save answered beyond the order: the form starts again from the saved lines, and its packs. */
interface LastSave {
  count: number;
  packProducts: OrderEditPackProduct[];
}

/** Edit order (commerce-operations §2 /orders/{id}/edit): the order's header, its lines and the pack products saved. */
function EditOrderScreen({ id }: { id: number }) {
  const order = useOrderFull(id);
  const [lastSave, setLastSave] = useState<LastSave>({ count: 0, packProducts: [] });
  return (
    <Screen title={`${TITLE} ${order.data?.cod_pedido ?? id}`} spacing="loose">
      <QueryView query={order}>
        {(found) => (
          <>
            <OrderHeader order={found} />
            {/* Keyed by the save: after one, the form starts from the lines the server saved. */}
            <EditOrderForm
              key={`${found.id_pedido}:${lastSave.count}`}
              order={found}
              onSaved={(saved) =>
                setLastSave((last) => ({ count: last.count + 1, packProducts: saved.pack_products }))
              }
            />
            {lastSave.packProducts.length > 0 ? <PackProductsTable products={lastSave.packProducts} /> : null}
          </>
        )}
      </QueryView>
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  const { id = '' } = useParams();
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  return (
    <AdminOnly title={TITLE}>
      {orderId === null ? (
        <Screen title={TITLE}>
          <p role="alert" className="text-sm text-rose-700">
            There is no order {id}.
          </p>
        </Screen>
      ) : (
        <EditOrderScreen id={orderId} />
      )}
    </AdminOnly>
  );
}
