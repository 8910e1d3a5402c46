import type { NewOrderAddressResult } from '@cellar/sdk';
import { type Column, DataTable } from '@/components/table/data-table';

/** A created order's result with the address it was for. */
export interface NewOrderResultRow extends NewOrderAddressResult {
  line: number;
  destinatario: string;
}

const columns: Column<NewOrderResultRow>[] = [
  { accessorKey: 'line', header: 'Line', meta: { className: 'text-right' } },
  { accessorKey: 'destinatario', header: 'Recipient' },
  { accessorKey: 'status', header: 'Status' },
  {
    id: 'order',
    header: 'Order or message',
    cell: ({ row }) =>
      row.original.status === 'OK' ? (
        <span className="font-mono">{row.original.cod_pedido}</span>
      ) : (
        <span className="text-rose-700">{row.original.message}</span>
      ),
  },
];

/** Each address's result of the last Create: the order's code, or why nothing was created for it. */
export function NewOrderResults({ rows }: { rows: readonly NewOrderResultRow[] }) {
  return (
    <DataTable
      label="Created orders"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.index)}
      rowProps={(row) => ({ 'data-status': row.status })}
    />
  );
}
