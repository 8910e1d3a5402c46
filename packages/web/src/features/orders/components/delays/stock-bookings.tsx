import type { StockBooking, StockBookingTable } from '@cellar/sdk';
import type { ShopId } from '@cellar/validation';
import { QueryView } from '@/components/query/query-view';
import { type Column, DataTable } from '@/components/table/data-table';
import { useOrderStocks } from '@/features/orders/api/order-stocks';

/** A row of the sub-table: a booking of one warehouse, or the warehouse alone when nothing of the shop is booked there. */
type StockRow = { almacen: string } & (
  | ({ booked: true } & StockBooking)
  | { booked: false; stock_real: number; dsp: number; res: number; stock_agg: number }
);

const dash = <span className="text-slate-400">—</span>;

const stockRows = (table: StockBookingTable): StockRow[] =>
  table.warehouses.flatMap((warehouse): StockRow[] =>
    warehouse.bookings.length > 0
      ? warehouse.bookings.map((booking) => ({ almacen: warehouse.almacen, booked: true, ...booking }))
      : [
          {
            almacen: warehouse.almacen,
            booked: false,
            stock_real: warehouse.stock_real,
            dsp: warehouse.dsp,
            res: warehouse.res,
            stock_agg: table.stock_agg,
          },
        ],
  );

const COLUMNS: Column<StockRow>[] = [
  {
    id: 'almacen',
    header: 'Warehouse',
    cell: ({ row }) => row.original.almacen,
    meta: { className: 'font-mono' },
  },
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (row.original.booked ? row.original.cod_pedido : dash),
    meta: { className: 'font-mono text-xs' },
  },
  {
    id: 'line',
    header: 'Line',
    cell: ({ row }) => (row.original.booked ? row.original.id_linea_pedido : dash),
    meta: { className: 'tabular-nums' },
  },
  {
    id: 'cantidad_pedido',
    header: 'Ordered',
    cell: ({ row }) => (row.original.booked ? row.original.cantidad_pedido : dash),
    meta: { className: 'tabular-nums' },
  },
  { id: 'res', header: 'Booked', cell: ({ row }) => row.original.res, meta: { className: 'tabular-nums' } },
  {
    id: 'dsp',
    header: 'Available',
    cell: ({ row }) => row.original.dsp,
    meta: { className: 'tabular-nums' },
  },
  {
    id: 'stock_real',
    header: 'Real stock',
    cell: ({ row }) => row.original.stock_real,
    meta: { className: 'tabular-nums' },
  },
  {
    id: 'stock_agg',
    header: 'All warehouses',
    cell: ({ row }) => row.original.stock_agg,
    meta: { className: 'tabular-nums' },
  },
];

/** The stock-booking sub-table of a product in a shop: the warehouses cas, tr2 and clr with their bookings. */
export function StockBookings({ id_producto, shop }: { id_producto: string; shop: ShopId }) {
  const stocks = useOrderStocks(id_producto, shop);
  return (
    <section aria-labelledby="stock-bookings" className="flex flex-col gap-2">
      <h2 id="stock-bookings" className="text-base font-semibold text-slate-900">
        Stock bookings · <span className="font-mono">{id_producto}</span>
      </h2>
      <QueryView query={stocks}>
        {(table) => (
          <DataTable
            label={`Stock bookings of ${id_producto}`}
            columns={COLUMNS}
            rows={stockRows(table)}
            rowId={(row) => (row.booked ? `${row.almacen}-${row.id_linea_pedido}` : row.almacen)}
            rowProps={(row) => ({ 'data-warehouse': row.almacen })}
          />
        )}
      </QueryView>
    </section>
  );
}
