export interface Column<T> {
  header: string;
  value: (row: T) => string | number | boolean;
  /** Longer cells are cut to this many characters, ending in '…'. */
  maxWidth?: number;
  align?: 'left' | 'right';
}

const cut = (text: string, max: number | undefined) =>
  max !== undefined && [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;

/** A cell on one line: runs of white space become one space, but a no-break space (in amounts: '12,50 €') stays. */
const oneLine = (text: string) => text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();

/** A plain-text table for people: one header line, then one line per row, columns padded to their widest cell. */
export function formatTable<T>(columns: readonly Column<T>[], rows: readonly T[]): string {
  const cells = rows.map((row) =>
    columns.map((column) => cut(oneLine(String(column.value(row))), column.maxWidth)),
  );
  const widths = columns.map((column, index) =>
    Math.max([...column.header].length, ...cells.map((line) => [...(line[index] ?? '')].length)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => {
        const pad = ' '.repeat(Math.max(0, (widths[index] ?? 0) - [...value].length));
        return columns[index]?.align === 'right' ? pad + value : value + pad;
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.header)), ...cells.map((values) => line(values))].join('\n');
}
