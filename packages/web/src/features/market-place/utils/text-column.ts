import type { Column } from '@/components/table/data-table';

/** A column that shows one value of the row as text, headed and identified by `header`. */
export const textColumn = <Row>(
  header: string,
  value: (row: Row) => string | number,
  className?: string,
): Column<Row> => ({ id: header, header, cell: ({ row }) => value(row.original), meta: { className } });
