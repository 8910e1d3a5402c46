import type { InvoiceCostPreview } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { type Column, DataTable } from '@/components/table/data-table';
import { LineIssues } from '@/features/invoices/components/import/line-issues';

type Country = InvoiceCostPreview['countries'][number];

const columns: Column<Country>[] = [
  { accessorKey: 'id_pais', header: 'Country' },
  { accessorKey: 'lines', header: 'Lines', meta: { className: 'text-right' } },
  {
    id: 'cost',
    header: 'Cost',
    cell: ({ row }) => formatMoney(row.original.cost),
    meta: { className: 'text-right' },
  },
  {
    id: 'cost_calculate',
    header: 'Calculated cost',
    cell: ({ row }) => formatMoney(row.original.cost_calculate),
    meta: { className: 'text-right' },
  },
];

/** The totals of a shipping invoice (§3 results) with its per-country breakdown and the unknown orders by line. */
export function ShippingInvoicePreview({ preview }: { preview: InvoiceCostPreview }) {
  const totals: [string, string][] = [
    ['Lines in the file', String(preview.lines_file)],
    ['Cost with referer', formatMoney(preview.total_cost_with_referer)],
    ['Cost without referer', formatMoney(preview.total_cost_without_referer)],
    ['Calculated cost', formatMoney(preview.cost_calculate)],
  ];
  return (
    <section aria-label="Invoice preview" className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {totals.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium" data-total={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        label="Cost per country"
        columns={columns}
        rows={preview.countries}
        rowId={(row) => row.id_pais}
      />
      <LineIssues title="Orders not found (without referer)" issues={preview.unknown_orders} />
    </section>
  );
}
