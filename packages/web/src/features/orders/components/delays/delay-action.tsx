import type { DelayedOrder } from '@cellar/sdk';
import { madridDay, type ShopId } from '@cellar/validation';
import { commerceMessages, delayedOrderAction, validateNotifyDelay } from '@cellar/validation/commerce';
import { useCallback, useState } from 'react';
import { FormDialog, fieldsNamed, TextInput, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useChangeVintage } from '@/features/orders/api/change-vintage';
import { useNotifyDelay } from '@/features/orders/api/notify-delay';
import { useNotifyUnavailable } from '@/features/orders/api/notify-unavailable';
import { errorMessage } from '@/lib/error-message';

const { success } = commerceMessages;
const failed = (error: unknown) => toast.error(errorMessage(error));

/** The action of a row from its supplier (§2): ago notify unavailable, cam change vintage, else notify delay. */
export function DelayAction({ row, shop }: { row: DelayedOrder; shop: ShopId }) {
  const changeVintage = useChangeVintage();
  const notifyUnavailable = useNotifyUnavailable();
  const [delaying, setDelaying] = useState(false);
  switch (delayedOrderAction(row.id_prov_vino)) {
    case 'notifyUnavailable':
      return (
        <Button
          disabled={notifyUnavailable.isPending}
          onClick={() =>
            notifyUnavailable.mutate(
              { shop, id_pedido: row.id_pedido, referencia: row.id_producto },
              { onSuccess: (done) => toast.success(success.orderNotified(done.cod_pedido)), onError: failed },
            )
          }
        >
          Notify unavailable
        </Button>
      );
    case 'changeVintage':
      return (
        <Button
          disabled={changeVintage.isPending}
          onClick={() =>
            changeVintage.mutate(
              { shop, id_pedido: row.id_pedido },
              {
                onSuccess: (done) => toast.success(success.orderCompleted(done.cod_pedido)),
                onError: failed,
              },
            )
          }
        >
          Change vintage
        </Button>
      );
    case 'notifyDelay':
      return (
        <>
          <Button onClick={() => setDelaying(true)}>Notify delay</Button>
          {delaying ? <NotifyDelayDialog row={row} shop={shop} onClose={() => setDelaying(false)} /> : null}
        </>
      );
  }
}

type DelayForm = { date: string };
const fieldOf = fieldsNamed(['date'], { products: 'date' });

/** Notify delay: the available date (YYYY-MM-DD, not before today in Madrid) of the row's product. */
function NotifyDelayDialog({ row, shop, onClose }: { row: DelayedOrder; shop: ShopId; onClose: () => void }) {
  const notifyDelay = useNotifyDelay();
  const rule = useCallback(
    ({ date }: DelayForm) => validateNotifyDelay({ products: [row.id_producto], date }, { now: Date.now() }),
    [row.id_producto],
  );
  const today = madridDay(Date.now());
  const { form, handleSubmit } = useAppForm({
    defaultValues: { date: row.fecha_stock && row.fecha_stock >= today ? row.fecha_stock : '' },
    rule,
    fieldOf,
    guardLeaving: false,
  });
  const onSubmit = handleSubmit(
    async ({ products, date }) => {
      const done = await notifyDelay.mutateAsync({ shop, id_pedido: row.id_pedido, products, date });
      toast.success(success.orderNotified(done.cod_pedido));
      onClose();
    },
    { onError: failed },
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Notify delay"
      description={`Order ${row.cod_pedido} · ${row.id_producto} ${row.nombre}`}
      form={form}
      onSubmit={onSubmit}
      submitLabel="Notify delay"
      label="Notify delay"
    >
      <TextInput<DelayForm> name="date" label="Available date" type="date" min={today} />
    </FormDialog>
  );
}
