import { isHttpError } from '@cellar/sdk';
import { SHOP_IDS, type ShopId } from '@cellar/validation';
import { commerceMessages, GROUP_ORDER_BUYERS } from '@cellar/validation/commerce';
import { useState } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useGroupProviders } from '@/features/orders/api/group-providers';
import { useMergeGroupOrders } from '@/features/orders/api/merge-group-orders';
import { usePreparableGroupOrders } from '@/features/orders/api/preparable-group-orders';
import { GroupOrdersTable } from '@/features/orders/components/group-orders/group-orders-table';
import { groupOrderBuyersOf, groupOrderPickers } from '@/features/orders/utils/group-order-pickers';
import { groupOrdersUrl } from '@/features/orders/utils/group-orders-url';
import { errorMessage } from '@/lib/error-message';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Group Orders';
const { success, general } = commerceMessages;

/** What 'An error ocurred {json}' shows: the server's answer, else the failure's message. */
const mergeFailure = (error: unknown) =>
  general.mergeError(isHttpError(error) ? error.body : errorMessage(error));

/** /orders/preparation-group: the preparable group orders of a shop for a buyer, selected and merged (§2). */
function GroupOrdersScreen() {
  const { view, set } = useUrlState(groupOrdersUrl);
  const providers = useGroupProviders();
  const rows = usePreparableGroupOrders(view.shop, view.buyer);
  const merge = useMergeGroupOrders();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const pickers = groupOrderPickers(providers.data ?? [], view.shop, view.buyer);

  const choose = (change: { shop?: ShopId; buyer?: ShopId }) => {
    setSelected(new Set());
    const shop = change.shop ?? view.shop;
    // A shop without the buyer chosen goes to its first buyer.
    const buyers = groupOrderBuyersOf(providers.data ?? [], shop);
    const buyer = change.buyer ?? (buyers.includes(view.buyer) ? view.buyer : (buyers[0] ?? view.buyer));
    set({ shop, buyer });
  };

  const onMerge = () =>
    merge.mutate(
      { orders: [...selected], shop: view.shop, buyer: view.buyer },
      {
        onSuccess: (merged) => {
          setSelected(new Set());
          toast.success(success.mergedTo(merged.id_pedido));
        },
        onError: (error) => toast.error(mergeFailure(error)),
      },
    );

  return (
    <Screen
      title={TITLE}
      actions={
        <Button disabled={selected.size === 0 || merge.isPending} onClick={onMerge}>
          {merge.isPending ? 'Merging…' : selected.size > 0 ? `Merge (${selected.size})` : 'Merge'}
        </Button>
      }
    >
      <search className="flex flex-wrap items-end gap-3">
        <SelectField<ShopId>
          label="Shop"
          className="w-48"
          value={view.shop}
          options={pickers.shops.filter((shop) => SHOP_IDS.includes(shop))}
          onValueChange={(shop) => shop && choose({ shop })}
        />
        <SelectField<ShopId>
          label="Buyer"
          className="w-48"
          value={view.buyer}
          options={pickers.buyers.filter((buyer) => GROUP_ORDER_BUYERS.includes(buyer))}
          onValueChange={(buyer) => buyer && choose({ buyer })}
        />
      </search>
      <QueryView query={rows}>
        {(lines) => (
          <GroupOrdersTable rows={lines} selected={selected} onSelect={setSelected} busy={rows.isFetching} />
        )}
      </QueryView>
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <GroupOrdersScreen />
    </AdminOnly>
  );
}
