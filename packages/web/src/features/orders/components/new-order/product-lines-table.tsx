import { formatMoney } from '@cellar/validation';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import type { NewOrderLineRow } from './types';

/** The new order's product lines, each with its price after discount and a Remove button. */
export function ProductLinesTable({
  lines,
  currency,
  onRemove,
}: {
  lines: readonly NewOrderLineRow[];
  currency: string;
  onRemove: (key: string) => void;
}) {
  const columns: Column<NewOrderLineRow>[] = [
    { accessorKey: 'id_producto', header: 'Product', meta: { className: 'font-mono' } },
    { accessorKey: 'nombre', header: 'Name' },
    { accessorKey: 'quantity', header: 'Quantity', meta: { className: 'text-right' } },
    {
      accessorKey: 'price',
      header: 'Price after discount',
      meta: { className: 'text-right whitespace-nowrap' },
      cell: ({ row }) => formatMoney(row.original.price, currency),
    },
    {
      id: 'remove',
      header: 'Actions',
      meta: { srOnlyHeader: true, className: 'text-right' },
      cell: ({ row }) => (
        <Button
          variant="ghost"
          aria-label={`Remove ${row.original.id_producto}`}
          onClick={() => onRemove(row.original.key)}
        >
          Remove
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Product lines"
      columns={columns}
      rows={lines}
      rowId={(line) => line.key}
      empty="No product lines yet."
    />
  );
}
