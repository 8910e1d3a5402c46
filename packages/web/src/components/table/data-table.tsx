import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type Row,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useRef } from 'react';
import { useKeyboardScrollable } from '@/lib/use-keyboard-scrollable';
import { RowCheckbox, type RowSelection, SelectAllCheckbox } from './selection-checkboxes';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's cells (alignment, fonts, `whitespace-nowrap`). */
    className?: string;
    /** Classes of the header cell. */
    headerClassName?: string;
    /** A header read by screen readers only (an actions column). */
    srOnlyHeader?: boolean;
  }
}

/** One column of a `DataTable`: TanStack Table's column definition (`accessorKey` or `id`, `header`, `cell`). */
// biome-ignore lint/suspicious/noExplicitAny: a column's value type varies per column, as in TanStack's own examples
export type Column<Row> = ColumnDef<Row, any>;

/** The sort of a table: one column, ascending or descending (kept in the URL by the screen). */
export interface TableSort<Key extends string = string> {
  column: Key;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  /** Names the table for screen readers (and the e2e tests). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** A row's stable id (selection and React keys). */
  rowId: (row: T) => string;
  /** Checkboxes on each row and a "select all on this page" one, with the ids checked (controlled). */
  selection?: RowSelection & {
    /** What a row's checkbox is named for screen readers ('Select {title}'). */
    rowLabel: (row: T) => string;
  };
  /**
   * Sortable headers (a button each); the sort is controlled so the URL can hold it. With `sortRows` the table
   * sorts the rows itself (each column's `sortingFn`), otherwise the rows come sorted.
   */
  sort?: {
    value: TableSort | null;
    onChange: (next: TableSort | null) => void;
    sortRows?: boolean;
  };
  /** A refetch is running: the rows dim and the table says it is busy. */
  busy?: boolean;
  /** What the table says when there are no rows (default 'No rows.'). */
  empty?: ReactNode;
  /** Attributes of each row (`data-*` for tests, a class for its state). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** From this many rows on, only the rows in view are rendered (long lists); each row then has `rowHeight`. */
  virtualizeFrom?: number;
  rowHeight?: number;
  /** The frame's height limit: the header stays in view while the rows scroll inside it. */
  maxHeightClass?: string;
}

const thClass = 'px-3 py-2 font-semibold whitespace-nowrap';
export const tdClass = 'px-3 py-2 align-middle';

/** The next sort after a click on `column`: ascending, then descending, then none. */
export function nextSort(current: TableSort | null, column: string): TableSort | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/**
 * The one table of the admin (TanStack Table): typed columns, sortable headers, row selection, a sticky header
 * in a frame that scrolls both ways (so a wide table fits the screen), the empty state, and virtualised rows for
 * long lists.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowId,
  selection,
  sort,
  busy,
  empty = 'No rows.',
  rowProps,
  virtualizeFrom = Number.POSITIVE_INFINITY,
  rowHeight = 37,
  maxHeightClass = 'max-h-[calc(100vh-14rem)]',
}: DataTableProps<T>) {
  const sorting: SortingState = sort?.value
    ? [{ id: sort.value.column, desc: sort.value.direction === 'desc' }]
    : [];
  const table = useReactTable<T>({
    data: rows as T[],
    columns: columns as Column<T>[],
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    ...(sort?.sortRows ? { getSortedRowModel: getSortedRowModel() } : { manualSorting: true }),
    state: { sorting },
    enableSortingRemoval: true,
    // The table has no pages of its own: without this, each new sort or set of rows queues a reset of TanStack's
    // page index, an urgent state update that interrupts the router's transition rendering the new URL (a sort or
    // filter kept in the URL), which then never commits.
    autoResetAll: false,
  });
  const tableRows = table.getRowModel().rows;

  const scroller = useRef<HTMLDivElement>(null);
  // Rows of plain text overflowing the frame: the frame itself takes the focus, so the keyboard scrolls it.
  const focusable = useKeyboardScrollable(scroller);
  const virtual = tableRows.length >= virtualizeFrom;
  const virtualizer = useVirtualizer({
    count: virtual ? tableRows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const shown: { row: Row<T>; index: number }[] = virtual
    ? items.flatMap((item) => {
        const row = tableRows[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : tableRows.map((row, index) => ({ row, index }));
  const paddingTop = virtual ? (items[0]?.start ?? 0) : 0;
  const paddingBottom = virtual ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const columnCount = columns.length + (selection ? 1 : 0);

  return (
    <div
      ref={scroller}
      {...(focusable ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      className={clsx(
        'overflow-auto rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-sky-500',
        maxHeightClass,
      )}
    >
      <table
        aria-label={label}
        aria-busy={busy || undefined}
        aria-rowcount={virtual ? tableRows.length + 1 : undefined}
        className={clsx('w-full text-left text-sm', busy && 'opacity-60')}
      >
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
              {selection ? (
                <th scope="col" className="w-10 px-3 py-2">
                  <SelectAllCheckbox ids={tableRows.map((row) => row.id)} selection={selection} />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                const direction = sort?.value?.column === header.column.id ? sort.value.direction : null;
                const sortable = sort !== undefined && header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sortable
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    className={clsx(thClass, meta?.headerClassName)}
                  >
                    {meta?.srOnlyHeader ? (
                      <span className="sr-only">{content}</span>
                    ) : sortable ? (
                      <button
                        type="button"
                        onClick={() => sort.onChange(nextSort(sort.value, header.column.id))}
                        className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                      >
                        {content}
                        <span aria-hidden="true" className="w-3 text-slate-400">
                          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
                        </span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tableRows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-3 py-6 text-center text-sm text-slate-600">
                {empty}
              </td>
            </tr>
          ) : null}
          {paddingTop > 0 ? (
            <tr>
              <td colSpan={columnCount} style={{ height: paddingTop }} />
            </tr>
          ) : null}
          {shown.map(({ row, index }) => {
            const checked = selection?.selected.has(row.id) ?? false;
            const extra = rowProps?.(row.original) ?? {};
            return (
              <tr
                key={row.id}
                aria-rowindex={virtual ? index + 2 : undefined}
                style={virtual ? { height: rowHeight } : undefined}
                {...extra}
                className={clsx(checked && 'bg-sky-50', extra.className)}
              >
                {selection ? (
                  <td className="px-3 py-1.5">
                    <RowCheckbox id={row.id} label={selection.rowLabel(row.original)} selection={selection} />
                  </td>
                ) : null}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={clsx(tdClass, cell.column.columnDef.meta?.className)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {paddingBottom > 0 ? (
            <tr>
              <td colSpan={columnCount} style={{ height: paddingBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
