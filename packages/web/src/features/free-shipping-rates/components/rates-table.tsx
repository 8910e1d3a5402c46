import type { ErpFreeShippingRate } from '@cellar/sdk';
import { COUNTRY_NAMES, isCountry } from '@cellar/validation/catalogue';
import { commerceMessages } from '@cellar/validation/commerce';
import { useMemo, useState } from 'react';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useDeleteFreeShippingRate } from '@/features/free-shipping-rates/api/delete-rate';
import { rateMoney } from '@/features/free-shipping-rates/utils/rate-money';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';

const messages = commerceMessages.freeShipping;

const money = 'text-right tabular-nums whitespace-nowrap';

/** The columns, given what a row's Delete button does. */
const rateColumns = (askDelete: (rate: ErpFreeShippingRate) => void): Column<ErpFreeShippingRate>[] => [
  {
    id: 'id',
    header: 'Id',
    cell: ({ row }) => row.original.id,
    meta: { className: 'font-mono text-xs text-slate-600' },
  },
  {
    id: 'country',
    header: 'Country',
    cell: ({ row }) => {
      const { pais } = row.original;
      return isCountry(pais) ? `${COUNTRY_NAMES[pais]} (${pais})` : pais;
    },
  },
  { id: 'tariff', header: 'Tariff', cell: ({ row }) => row.original.tarifa },
  {
    id: 'cart_amount',
    header: 'Minimum cart sum',
    cell: ({ row }) => rateMoney(row.original.cart_amount, row.original.pais),
    meta: { className: money, headerClassName: 'text-right' },
  },
  {
    id: 'min_precio_uni',
    header: 'Minimum unit price',
    cell: ({ row }) => rateMoney(row.original.min_precio_uni, row.original.pais),
    meta: { className: money, headerClassName: 'text-right' },
  },
  {
    id: 'from',
    header: 'From',
    cell: ({ row }) => formatMadridDateTime(row.original.desde),
    meta: { className: 'whitespace-nowrap' },
  },
  {
    id: 'to',
    header: 'To',
    cell: ({ row }) => formatMadridDateTime(row.original.hasta),
    meta: { className: 'whitespace-nowrap' },
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <Button
        variant="secondary"
        aria-label={`Delete shipping rate #${row.original.id}`}
        onClick={() => askDelete(row.original)}
      >
        Delete
      </Button>
    ),
    meta: { srOnlyHeader: true },
  },
];

/** Columns pais, tarifa, cart_amount, min_precio_uni, desde, hasta and a delete button per row. */
export function RatesTable({ rates, busy }: { rates: readonly ErpFreeShippingRate[]; busy?: boolean }) {
  const [confirming, setConfirming] = useState<ErpFreeShippingRate | null>(null);
  const remove = useDeleteFreeShippingRate();
  const columns = useMemo(() => rateColumns(setConfirming), []);

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
    <>
      <DataTable
        label="Free shipping rates"
        columns={columns}
        rows={rates}
        rowId={(rate) => String(rate.id)}
        busy={busy}
        empty="No free shipping rates."
        rowProps={(rate) => ({ 'data-rate-id': String(rate.id) })}
      />
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
    </>
  );
}
