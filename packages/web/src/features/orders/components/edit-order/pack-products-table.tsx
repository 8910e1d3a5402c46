import type { OrderEditPackProduct } from '@cellar/sdk';
import { type Column, DataTable } from '@/components/table/data-table';

const columns: Column<OrderEditPackProduct>[] = [
  {
    id: 'id_pack',
    header: 'Pack',
    cell: ({ row }) => row.original.id_pack,
    meta: { className: 'font-mono text-xs' },
  },
  {
    id: 'id_producto',
    header: 'Product',
    cell: ({ row }) => row.original.id_producto,
    meta: { className: 'font-mono text-xs' },
  },
  { id: 'nombre', header: 'Name', cell: ({ row }) => row.original.nombre },
  {
    id: 'cantidad',
    header: 'Quantity',
    cell: ({ row }) => row.original.cantidad,
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
  },
];

/** The products inside the saved order's pack lines (pack_products of the save's answer). */
export function PackProductsTable({ products }: { products: readonly OrderEditPackProduct[] }) {
  return (
    <section aria-labelledby="pack-products" className="flex flex-col gap-2">
      <h2 id="pack-products" className="text-base font-semibold text-slate-900">
        Pack products
      </h2>
      <DataTable
        label="Pack products"
        columns={columns}
        rows={products}
        rowId={(row) => `${row.id_pack}:${row.id_producto}`}
      />
    </section>
  );
}
