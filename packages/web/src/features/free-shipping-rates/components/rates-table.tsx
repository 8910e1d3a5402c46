import type { ErpFreeShippingRate } from '@cellar/sdk';
import { formatInMadrid } from '@cellar/validation';
import { COUNTRY_NAMES, isCountry } from '@cellar/validation/catalogue';
import { commerceMessages } from '@cellar/validation/commerce';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useDeleteFreeShippingRate } from '../api/delete-rate';
import { rateMoney } from '../utils/rate-money';

const messages = commerceMessages.freeShipping;

/** Rate dates in Madrid time (a rate runs from 00:00:00 to 23:59:59 of its days). */
export function formatRateDate(date: string): string {
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? date : formatInMadrid(instant, 'dd/MM/yyyy HH:mm:ss');
}

const th = 'px-3 py-2 font-semibold whitespace-nowrap';
const td = 'px-3 py-2 align-middle';

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
    <div className="overflow-x-auto rounded border border-slate-200">
      <table
        aria-label="Free shipping rates"
        aria-busy={busy || undefined}
        className={clsx('w-full text-left text-sm', busy && 'opacity-60')}
      >
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={th}>
              Id
            </th>
            <th scope="col" className={th}>
              Country
            </th>
            <th scope="col" className={th}>
              Tariff
            </th>
            <th scope="col" className={th}>
              Minimum cart sum
            </th>
            <th scope="col" className={th}>
              Minimum unit price
            </th>
            <th scope="col" className={th}>
              From
            </th>
            <th scope="col" className={th}>
              To
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rates.map((rate) => (
            <tr key={rate.id} data-rate-id={rate.id}>
              <td className={clsx(td, 'font-mono text-xs text-slate-600')}>{rate.id}</td>
              <td className={td}>
                {isCountry(rate.pais) ? `${COUNTRY_NAMES[rate.pais]} (${rate.pais})` : rate.pais}
              </td>
              <td className={td}>{rate.tarifa}</td>
              <td className={clsx(td, 'text-right tabular-nums')}>
                {rateMoney(rate.cart_amount, rate.pais)}
              </td>
              <td className={clsx(td, 'text-right tabular-nums')}>
                {rateMoney(rate.min_precio_uni, rate.pais)}
              </td>
              <td className={clsx(td, 'whitespace-nowrap')}>{formatRateDate(rate.desde)}</td>
              <td className={clsx(td, 'whitespace-nowrap')}>{formatRateDate(rate.hasta)}</td>
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
        </tbody>
      </table>
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
    </div>
  );
}
