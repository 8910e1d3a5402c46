import type { WarehouseCost } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { type Column, DataTable } from '@/components/table/data-table';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';

const numeric = { className: 'tabular-nums text-right', headerClassName: 'text-right' };

const COLUMNS: Column<WarehouseCost>[] = [
  { id: 'mes', header: 'Month', cell: ({ row }) => row.original.mes },
  { id: 'fecha_factura', header: 'Invoice date', cell: ({ row }) => row.original.fecha_factura },
  {
    id: 'fecha_registro',
    header: 'Registered',
    cell: ({ row }) => formatMadridDateTime(row.original.fecha_registro),
  },
  { id: 'numero_pedidos', header: 'Orders', cell: ({ row }) => row.original.numero_pedidos, meta: numeric },
  {
    id: 'numero_botellas',
    header: 'Bottles',
    cell: ({ row }) => row.original.numero_botellas,
    meta: numeric,
  },
  {
    id: 'coste_botella',
    header: 'Cost per bottle',
    cell: ({ row }) => formatMoney(row.original.coste_botella),
    meta: numeric,
  },
  {
    id: 'coste_total',
    header: 'Total cost',
    cell: ({ row }) => formatMoney(row.original.coste_total),
    meta: numeric,
  },
  {
    id: 'coste_total_calculado',
    header: 'Total calculated',
    cell: ({ row }) => formatMoney(row.original.coste_total_calculado),
    meta: numeric,
  },
];

/** The warehouse costs stored, newest month first. */
export function WarehouseCostsTable({ costs, busy }: { costs: readonly WarehouseCost[]; busy?: boolean }) {
  return (
    <DataTable
      label="Warehouse costs"
      columns={COLUMNS}
      rows={costs}
      rowId={(row) => String(row.id_coste)}
      busy={busy}
      empty="No warehouse cost registered yet."
    />
  );
}
