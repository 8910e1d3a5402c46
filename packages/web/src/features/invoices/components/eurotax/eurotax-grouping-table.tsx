import type { EurotaxCountryGroup, EurotaxGrouping } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { type Column, DataTable } from '@/components/table/data-table';

const numeric = { className: 'tabular-nums text-right', headerClassName: 'text-right' };

const COLUMNS: Column<EurotaxCountryGroup>[] = [
  { id: 'id_pais', header: 'Country', cell: ({ row }) => row.original.id_pais },
  { id: 'numero_pedidos', header: 'Orders', cell: ({ row }) => row.original.numero_pedidos, meta: numeric },
  {
    id: 'total_pedidos',
    header: 'Orders total',
    cell: ({ row }) => formatMoney(row.original.total_pedidos),
    meta: numeric,
  },
  {
    id: 'coste_calculado',
    header: 'Calculated VAT',
    cell: ({ row }) => formatMoney(row.original.coste_calculado),
    meta: numeric,
  },
];

/** The range's distance sales per destination country, and the total we computed. */
export function EurotaxGroupingTable({ grouping, busy }: { grouping: EurotaxGrouping; busy?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        label="Orders by country"
        columns={COLUMNS}
        rows={grouping.data_filtered}
        rowId={(row) => row.id_pais}
        busy={busy}
        empty="No orders to settle in this range."
      />
      <p className="text-sm font-medium text-slate-800">
        Total calculated: <output aria-label="Total calculated">{formatMoney(grouping.total_amount)}</output>
      </p>
    </div>
  );
}
