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
    id: 'code',
    header: 'Code',
    cell: ({ row }) => <OrderCodeLink id={row.original.id_pedido} code={row.original.cod_pedido} />,
    meta: { className: 'font-mono text-xs whitespace-nowrap' },
  },
  {
    id: 'email',
    header: 'Customer',
    cell: ({ row }) => row.original.email ?? dash,
    meta: { className: 'text-xs break-all' },
  },
  {
    id: 'product',
    header: 'Product',
    cell: ({ row }) => (
      <>
        <span className="block font-mono text-xs">{row.original.id_producto}</span>
        <span className="block min-w-40 text-xs">{row.original.nombre}</span>
      </>
    ),
  },
  {
    id: 'dates',
    header: 'Dates',
    cell: ({ row }) => (
      <>
        <span className="block">Ordered {formatMadridDateTime(row.original.fecha)}</span>
        <span className="block text-slate-600">Stock {row.original.fecha_stock ?? '—'}</span>
      </>
    ),
    meta: { className: 'text-xs whitespace-nowrap' },
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
        <div className="flex items-center gap-2 whitespace-nowrap">
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
