/**
 * Nested values in CSV columns. A CSV needs its header before the first row, and an export is streamed, so every
 * kind names its columns up front. A nested object (prices per shop, a language map) is spread over columns named
 * by its path with dots: `{precio: {es: 10, uk: 9}}` gives the columns `precio.es` and `precio.uk`. A list, and
 * a value a kind keeps whole (the audit log's `payload`, whose keys differ from entry to entry), is one cell
 * holding its JSON text.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The row as dotted column names and leaf values. Keys named in `whole` are kept as they are (one column each),
 * whatever they hold.
 */
export function flattenRow(
  row: Record<string, unknown>,
  whole: readonly string[] = [],
): Map<string, unknown> {
  const cells = new Map<string, unknown>();
  const visit = (value: unknown, name: string) => {
    if (isPlainObject(value) && !whole.includes(name)) {
      for (const [key, inner] of Object.entries(value)) visit(inner, name === '' ? key : `${name}.${key}`);
    } else {
      cells.set(name, value);
    }
  };
  visit(row, '');
  return cells;
}

/** The values of the row for the given columns, in their order; a column the row lacks is undefined. */
export function rowValues(
  row: Record<string, unknown>,
  columns: readonly string[],
  whole: readonly string[] = [],
): unknown[] {
  const cells = flattenRow(row, whole);
  return columns.map((column) => cells.get(column));
}
