import type { MultiOrderInvoiceRow } from '@cellar/sdk';
import { isMultiOrderInvoiceEditable } from '@cellar/validation/commerce';
import { type Column, DataTable } from '@/components/table/data-table';
import { PreloadLink } from '@/components/ui/preload-link';
import { paths } from '@/config/paths';
import { InvoiceStatusTag } from './invoice-status-tag';

const linkClass = 'font-medium text-sky-700 hover:underline';

const COLUMNS: Column<MultiOrderInvoiceRow>[] = [
  { id: 'id', header: 'Id', cell: ({ row }) => row.original.id, meta: { className: 'tabular-nums' } },
  { id: 'id_factura', header: 'Invoice', cell: ({ row }) => row.original.id_factura },
  { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
  { id: 'nombre', header: 'Customer', cell: ({ row }) => row.original.nombre },
  { id: 'status', header: 'Status', cell: ({ row }) => <InvoiceStatusTag status={row.original.status} /> },
  {
    id: 'orders',
    header: 'Orders',
    cell: ({ row }) => row.original.id_pedidos.length,
    meta: { className: 'tabular-nums' },
  },
  {
    id: 'actions',
    header: 'Actions',
    meta: { srOnlyHeader: true },
    // §4: a DRAFT is opened to edit it; any other status is read-only, its main button View invoice.
    cell: ({ row }) => (
      <PreloadLink to={paths.orders.multiOrderInvoice.detail.getHref(row.original.id)} className={linkClass}>
        {isMultiOrderInvoiceEditable(row.original.status) ? 'Edit invoice' : 'View invoice'}
      </PreloadLink>
    ),
  },
];

/** The multi-order invoices of a page, each row with its main button. */
export function MultiOrderInvoicesTable({
  invoices,
  busy,
}: {
  invoices: readonly MultiOrderInvoiceRow[];
  busy?: boolean;
}) {
  return (
    <DataTable
      label="Multi-order invoices"
      columns={COLUMNS}
      rows={invoices}
      rowId={(invoice) => String(invoice.id)}
      busy={busy}
      empty="No multi-order invoices."
      rowProps={(invoice) => ({ 'data-invoice': String(invoice.id) })}
    />
  );
}
