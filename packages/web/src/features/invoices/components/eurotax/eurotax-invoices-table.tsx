import type { EurotaxInvoiceSummary } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { type Column, DataTable } from '@/components/table/data-table';
import { PreloadLink } from '@/components/ui/preload-link';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';

const numeric = { className: 'tabular-nums text-right', headerClassName: 'text-right' };
const linkClass = 'font-medium text-sky-700 hover:underline';

/** The stored tax-service invoices; each number opens its breakdown (`?invoice=` in the URL). */
export function EurotaxInvoicesTable({
  invoices,
  hrefFor,
  busy,
}: {
  invoices: readonly EurotaxInvoiceSummary[];
  hrefFor: (id: string) => string;
  busy?: boolean;
}) {
  const columns: Column<EurotaxInvoiceSummary>[] = [
    {
      id: 'id_factura_eurotax',
      header: 'Invoice',
      cell: ({ row }) => (
        <PreloadLink to={hrefFor(row.original.id_factura_eurotax)} className={linkClass}>
          {row.original.id_factura_eurotax}
        </PreloadLink>
      ),
    },
    { id: 'fecha_factura', header: 'Invoice date', cell: ({ row }) => row.original.fecha_factura },
    { id: 'mes_facturacion', header: 'Billing month', cell: ({ row }) => row.original.mes_facturacion },
    {
      id: 'range',
      header: 'Orders from – to',
      cell: ({ row }) => `${row.original.fecha_desde} – ${row.original.fecha_hasta}`,
    },
    {
      id: 'coste_total_factura',
      header: 'Invoiced',
      cell: ({ row }) => formatMoney(row.original.coste_total_factura),
      meta: numeric,
    },
    {
      id: 'coste_total_calculado',
      header: 'Calculated',
      cell: ({ row }) => formatMoney(row.original.coste_total_calculado),
      meta: numeric,
    },
    {
      id: 'fecha_registro',
      header: 'Registered',
      cell: ({ row }) => formatMadridDateTime(row.original.fecha_registro),
    },
  ];
  return (
    <DataTable
      label="Eurotax invoices"
      columns={columns}
      rows={invoices}
      rowId={(row) => row.id_factura_eurotax}
      busy={busy}
      empty="No Eurotax invoice imported yet."
    />
  );
}
