import type { EurotaxCountryCost, EurotaxInvoiceLine } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { QueryView } from '@/components/query/query-view';
import { type Column, DataTable } from '@/components/table/data-table';
import { useEurotaxInvoice } from '@/features/invoices/api/eurotax-invoice';

const numeric = { className: 'tabular-nums text-right', headerClassName: 'text-right' };

const COUNTRY_COLUMNS: Column<EurotaxCountryCost>[] = [
  { id: 'id_pais', header: 'Country', cell: ({ row }) => row.original.id_pais },
  {
    id: 'coste_factura',
    header: 'Invoiced',
    cell: ({ row }) => formatMoney(row.original.coste_factura),
    meta: numeric,
  },
  {
    id: 'coste_calculado',
    header: 'Calculated',
    cell: ({ row }) => formatMoney(row.original.coste_calculado),
    meta: numeric,
  },
];

const LINE_COLUMNS: Column<EurotaxInvoiceLine>[] = [
  { id: 'cod_pedido', header: 'Order', cell: ({ row }) => row.original.cod_pedido },
  { id: 'id_pedido', header: 'Order id', cell: ({ row }) => row.original.id_pedido, meta: numeric },
  { id: 'id_pais', header: 'Country', cell: ({ row }) => row.original.id_pais },
  { id: 'coste', header: 'Cost', cell: ({ row }) => formatMoney(row.original.coste), meta: numeric },
];

/** The lookup of one invoice: what was charged and computed per country, and each order's share. */
export function EurotaxInvoiceDetail({ id }: { id: string }) {
  const invoice = useEurotaxInvoice(id);
  return (
    <section aria-labelledby="eurotax-invoice-title" className="flex flex-col gap-3">
      <h2 id="eurotax-invoice-title" className="text-lg font-semibold text-slate-900">
        Eurotax invoice {id}
      </h2>
      <QueryView query={invoice}>
        {(found) => (
          <>
            <p className="text-sm text-slate-700">
              Invoice date {found.fecha_factura}, orders from {found.fecha_desde} to {found.fecha_hasta}:
              invoiced {formatMoney(found.coste_total_factura)}, calculated{' '}
              {formatMoney(found.coste_total_calculado)}.
            </p>
            <DataTable
              label="Invoice countries"
              columns={COUNTRY_COLUMNS}
              rows={found.coste_paises}
              rowId={(row) => row.id_pais}
            />
            <DataTable
              label="Invoice breakdown"
              columns={LINE_COLUMNS}
              rows={found.desglose_factura}
              rowId={(row) => String(row.id)}
              virtualizeFrom={200}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
