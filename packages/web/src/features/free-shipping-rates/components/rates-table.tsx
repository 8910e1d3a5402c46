import type { ErpFreeShippingRate } from '@cellar/sdk';
import { COUNTRY_NAMES, isCountry } from '@cellar/validation/catalogue';
import { commerceMessages } from '@cellar/validation/commerce';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, TableFrame, tdClass as td } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useDeleteFreeShippingRate } from '@/features/free-shipping-rates/api/delete-rate';
import { rateMoney } from '@/features/free-shipping-rates/utils/rate-money';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';

const messages = commerceMessages.freeShipping;

/** Columns pais, tarifa, cart_amount, min_precio_uni, desde, hasta and a delete button per row. */
export function RatesTable({ rates, busy }: { rates: readonly ErpFreeShippingRate[]; busy?: boolean }) {
  const [confirming, setConfirming] = useState<ErpFreeShippingRate | null>(null);
  const remove = useDeleteFreeShippingRate();

  const confirmDelete = () => {
    if (!confirming) return;
    const { id } = confirming;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(messages.deleted(id));
        setConfirming(null);
      },
      onError: () => {
        toast.error(messages.deleteFailed);
        setConfirming(null);
      },
    });
  };

  return (
    <TableFrame>
      <DataTable
        label="Free shipping rates"
        columns={['Id', 'Country', 'Tariff', 'Minimum cart sum', 'Minimum unit price', 'From', 'To']}
        actions
        busy={busy}
      >
        {rates.map((rate) => (
          <tr key={rate.id} data-rate-id={rate.id}>
            <td className={clsx(td, 'font-mono text-xs text-slate-600')}>{rate.id}</td>
            <td className={td}>
              {isCountry(rate.pais) ? `${COUNTRY_NAMES[rate.pais]} (${rate.pais})` : rate.pais}
            </td>
            <td className={td}>{rate.tarifa}</td>
            <td className={clsx(td, 'text-right tabular-nums')}>{rateMoney(rate.cart_amount, rate.pais)}</td>
            <td className={clsx(td, 'text-right tabular-nums')}>
              {rateMoney(rate.min_precio_uni, rate.pais)}
            </td>
            <td className={clsx(td, 'whitespace-nowrap')}>{formatMadridDateTime(rate.desde)}</td>
            <td className={clsx(td, 'whitespace-nowrap')}>{formatMadridDateTime(rate.hasta)}</td>
            <td className={td}>
              <Button
                variant="secondary"
                aria-label={`Delete shipping rate #${rate.id}`}
                onClick={() => setConfirming(rate)}
              >
                Delete
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Delete shipping rate"
        description={
          confirming
            ? `Delete shipping rate #${confirming.id} (${confirming.pais}, ${confirming.tarifa})?`
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button onClick={confirmDelete} disabled={remove.isPending}>
              Delete
            </Button>
          </>
        }
      />
    </TableFrame>
  );
}
