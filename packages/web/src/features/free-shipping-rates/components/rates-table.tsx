import type { ErpFreeShippingRate } from '@cellar/sdk';
import { COUNTRY_NAMES, isCountry } from '@cellar/validation/catalogue';
import { commerceMessages } from '@cellar/validation/commerce';
import { useMemo } from 'react';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
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
  const remove = useDeleteFreeShippingRate();
  const { confirm, confirmDialog } = useConfirm();
  const columns = useMemo(
    () =>
      rateColumns(async (rate) => {
        const agreed = await confirm({
          title: 'Delete shipping rate',
          description: `Delete shipping rate #${rate.id} (${rate.pais}, ${rate.tarifa})?`,
          confirmLabel: 'Delete',
        });
        if (!agreed) return;
        remove.mutate(rate.id, {
          onSuccess: () => toast.success(messages.deleted(rate.id)),
          onError: () => toast.error(messages.deleteFailed),
        });
      }),
    [confirm, remove.mutate],
  );

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
      {confirmDialog}
    </>
  );
}
