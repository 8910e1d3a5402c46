import type { DelayedOrder } from '@cellar/sdk';
import { currencyForCountry, formatMoney, SHOPS, type ShopId } from '@cellar/validation';
import { useMemo } from 'react';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { OrderCodeLink } from '@/features/orders/components/order-code-link';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';
import { DelayAction } from './delay-action';

const dash = <span className="text-slate-400">—</span>;

/** The shop's currency: GBP for uk, EUR for the others. */
export const shopCurrency = (shop: ShopId): string =>
  currencyForCountry(SHOPS.find((candidate) => candidate.id === shop)?.country ?? shop);

const delayColumns = (
  shop: ShopId,
  openStock: string,
  toggleStock: (id_producto: string) => void,
): Column<DelayedOrder>[] => [
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <>
        <span className="block font-mono whitespace-nowrap">
          <OrderCodeLink id={row.original.id_pedido} code={row.original.cod_pedido} />
        </span>
        <span className="block min-w-32 text-slate-600 [overflow-wrap:anywhere]">
          {row.original.email ?? dash}
        </span>
      </>
    ),
    meta: { className: 'text-xs' },
  },
  {
    id: 'product',
    header: 'Product',
    cell: ({ row }) => (
      <>
        <span className="block font-mono text-xs">{row.original.id_producto}</span>
        <span className="block min-w-32 text-xs">{row.original.nombre}</span>
      </>
    ),
  },
  {
    id: 'dates',
    header: 'Dates',
    // Each date keeps to one line; its word goes above it when the table is narrow.
    cell: ({ row }) => (
      <>
        <span className="block">
          Ordered <span className="whitespace-nowrap">{formatMadridDateTime(row.original.fecha)}</span>
        </span>
        <span className="block text-slate-600">
          Stock{' '}
          <span className="whitespace-nowrap">
            {row.original.fecha_stock ? formatMadridDateTime(row.original.fecha_stock) : '—'}
          </span>
        </span>
      </>
    ),
    meta: { className: 'text-xs' },
  },
  {
    id: 'supplier',
    header: 'Supplier',
    cell: ({ row }) => (
      <>
        <span className="block font-mono">{row.original.id_prov_vino || '—'}</span>
        <span className="block text-slate-600">{row.original.ccompra} on order</span>
      </>
    ),
    meta: { className: 'text-xs whitespace-nowrap' },
  },
  {
    id: 'stock',
    header: 'Stock',
    cell: ({ row }) => {
      const open = openStock === row.original.id_producto;
      return (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap">
          <span className="tabular-nums" title="Real stock / units the shop's late lines ask for">
            {row.original.stock_real} / {row.original.sum2}
          </span>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-label={`Stock bookings of ${row.original.id_producto}`}
            onClick={() => toggleStock(row.original.id_producto)}
          >
            {open ? 'Hide' : 'Bookings'}
          </Button>
        </div>
      );
    },
  },
  {
    id: 'incidencia',
    header: 'Incidencia',
    cell: ({ row }) => row.original.incidencia || dash,
    meta: { className: 'text-xs' },
  },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => formatMoney(row.original.precio_total, shopCurrency(shop)),
    meta: { className: 'tabular-nums whitespace-nowrap text-right', headerClassName: 'text-right' },
  },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row }) => <DelayAction row={row.original} shop={shop} />,
    meta: { srOnlyHeader: true, className: 'whitespace-nowrap' },
  },
];

/** The late lines of a shop: one row each, with the action its supplier calls for. */
export function DelayedOrdersTable({
  rows,
  shop,
  busy,
  openStock,
  toggleStock,
}: {
  rows: readonly DelayedOrder[];
  shop: ShopId;
  busy?: boolean;
  openStock: string;
  toggleStock: (id_producto: string) => void;
}) {
  const columns = useMemo(() => delayColumns(shop, openStock, toggleStock), [shop, openStock, toggleStock]);
  return (
    <DataTable
      label="Delayed orders"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.id_linea_pedido)}
      busy={busy}
      empty="No delayed orders."
      rowProps={(row) => ({ 'data-order': row.cod_pedido, 'data-supplier': row.id_prov_vino })}
    />
  );
}
