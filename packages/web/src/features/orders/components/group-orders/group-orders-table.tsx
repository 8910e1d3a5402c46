import type { GroupOrder } from '@cellar/sdk';
import { clsx } from 'clsx';
import { type Column, DataTable } from '@/components/table/data-table';
import { OrderCodeLink } from '@/features/orders/components/order-code-link';
import { linesOf, selectedOrders } from '@/features/orders/utils/group-order-pickers';

const COLUMNS: Column<GroupOrder>[] = [
  {
    id: 'code',
    header: 'Code',
    cell: ({ row }) => <OrderCodeLink id={row.original.id_pedido} code={row.original.cod_pedido} />,
    meta: { className: 'font-mono text-xs whitespace-nowrap' },
  },
  {
    id: 'id_pedido',
    header: 'Order',
    cell: ({ row }) => row.original.id_pedido,
    meta: { className: 'tabular-nums' },
  },
  {
    id: 'product',
    header: 'Product',
    cell: ({ row }) => (
      <>
        <span className="block font-mono text-xs">{row.original.id_producto}</span>
        <span className="block">{row.original.nombre}</span>
      </>
    ),
  },
  {
    id: 'cantidad_pedido',
    header: 'Quantity',
    cell: ({ row }) => row.original.cantidad_pedido,
    meta: { className: 'tabular-nums' },
  },
  {
    id: 'case',
    header: 'Case',
    cell: ({ row }) => (
      <span
        title={row.original.case === 'CON' ? 'The warehouses’ stock covers the line' : 'Not enough stock'}
        className={clsx(
          'rounded px-1.5 py-0.5 text-xs font-medium',
          row.original.case === 'CON' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800',
        )}
      >
        {row.original.case}
      </span>
    ),
  },
];

/** The lines of the preparable group orders; checking a line selects its whole order. */
export function GroupOrdersTable({
  rows,
  selected,
  onSelect,
  busy,
}: {
  rows: readonly GroupOrder[];
  selected: ReadonlySet<number>;
  onSelect: (orders: Set<number>) => void;
  busy?: boolean;
}) {
  return (
    <DataTable
      label="Preparable group orders"
      columns={COLUMNS}
      rows={rows}
      rowId={(row) => String(row.id_linea_pedido)}
      busy={busy}
      empty="No preparable group orders."
      selection={{
        selected: linesOf(rows, selected),
        onChange: (checked) => onSelect(selectedOrders(rows, selected, checked)),
        rowLabel: (row) => `Select ${row.cod_pedido} ${row.id_producto}`,
      }}
      rowProps={(row) => ({ 'data-order': String(row.id_pedido), 'data-case': row.case })}
    />
  );
}
