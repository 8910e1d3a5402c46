import { formatMoney } from '@cellar/validation';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CellInput } from '@/components/form';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import {
  type EditOrderFormLine,
  type EditOrderFormValues,
  lineCap,
} from '@/features/orders/utils/edit-order-form';

type Row = EditOrderFormLine & { index: number };

const TAG_CLASS = 'rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap';

/** The flags of a line as tags: isNew, outCatalog, and last units with the stock. */
function LineTags({ row }: { row: Row }) {
  return (
    <span className="flex flex-wrap gap-1">
      {row.isNew ? <span className={clsx(TAG_CLASS, 'bg-sky-50 text-sky-800')}>New</span> : null}
      {row.outCatalog ? (
        <span className={clsx(TAG_CLASS, 'bg-amber-50 text-amber-800')}>Out of catalogue</span>
      ) : null}
      {row.last_units ? (
        <span className={clsx(TAG_CLASS, 'bg-rose-50 text-rose-800')}>Last units: {row.stock ?? '—'}</span>
      ) : null}
    </span>
  );
}

/** The quantity of a line, a whole number from 0, its maximum the last-units cap (none when forced). */
function QuantityCell({ row }: { row: Row }) {
  const forced = useWatch<EditOrderFormValues, 'forced'>({ name: 'forced' });
  const cap = lineCap(row, forced);
  return (
    <CellInput<EditOrderFormValues>
      name={`lines.${row.index}.cantidad`}
      label={`Quantity of ${row.id_producto}`}
      type="number"
      min={0}
      step={1}
      max={cap}
      title={cap === undefined ? undefined : `Last units: at most ${cap}`}
      className="w-24"
    />
  );
}

/** Sets a line's quantity to 0: Save drops it. */
function RemoveCell({ row }: { row: Row }) {
  const { setValue } = useFormContext<EditOrderFormValues>();
  const cantidad = useWatch<EditOrderFormValues, `lines.${number}.cantidad`>({
    name: `lines.${row.index}.cantidad`,
  });
  return (
    <Button
      variant="ghost"
      disabled={cantidad === '0'}
      onClick={() => setValue(`lines.${row.index}.cantidad`, '0', { shouldDirty: true })}
    >
      Remove <span className="sr-only">{row.id_producto}</span>
    </Button>
  );
}

const money = (amount: number, row: Row) => formatMoney(amount, row.currency);
const moneyColumn = (id: keyof Row & string, header: string): Column<Row> => ({
  id,
  header,
  cell: ({ row }) => money(row.original[id] as number, row.original),
  meta: { className: 'text-right tabular-nums whitespace-nowrap', headerClassName: 'text-right' },
});

/**
 * The order's lines with every Edit-order field (§3): id_producto, nombre, cantidad (editable), base_imponible,
 * tipo_iva, old and new price, old and new taxes, and isNew, outCatalog as tags; a line set to 0 is dimmed and
 * dropped on save.
 */
export function OrderLinesTable({ lines }: { lines: readonly EditOrderFormLine[] }) {
  const rows = useMemo(() => lines.map((line, index) => ({ ...line, index })), [lines]);
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        id: 'id_producto',
        header: 'Product',
        cell: ({ row }) => row.original.id_producto,
        meta: { className: 'font-mono text-xs' },
      },
      { id: 'nombre', header: 'Name', cell: ({ row }) => row.original.nombre },
      { id: 'cantidad', header: 'Quantity', cell: ({ row }) => <QuantityCell row={row.original} /> },
      moneyColumn('base_imponible', 'Base price'),
      {
        id: 'tipo_iva',
        header: 'VAT',
        cell: ({ row }) => `${Math.round(row.original.tipo_iva * 100)} %`,
        meta: { className: 'text-right tabular-nums whitespace-nowrap', headerClassName: 'text-right' },
      },
      moneyColumn('old_price', 'Old price'),
      moneyColumn('new_price', 'New price'),
      moneyColumn('old_taxes', 'Old taxes'),
      moneyColumn('new_taxes', 'New taxes'),
      { id: 'flags', header: 'Flags', cell: ({ row }) => <LineTags row={row.original} /> },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => <RemoveCell row={row.original} />,
        meta: { srOnlyHeader: true },
      },
    ],
    [],
  );
  return (
    <DataTable
      label="Order lines"
      columns={columns}
      rows={rows}
      // Lines are only appended (a removal sets the quantity to 0), so a row's place is its identity.
      rowId={(row) => String(row.index)}
      empty="The order has no lines."
      rowProps={(row) => ({
        'data-product': row.id_producto,
        className: row.cantidad === '0' ? 'opacity-50' : undefined,
      })}
    />
  );
}
