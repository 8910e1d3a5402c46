import { writeFile } from 'node:fs/promises';

/** A CSV cell, quoted when it holds a comma, a quote or a line break. */
export const csvCell = (text: string): string =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** `offers.csv` → `offers.failed.csv`, beside the input. */
export const failedRowsPath = (input: string): string =>
  /\.csv$/i.test(input) ? input.replace(/\.csv$/i, '.failed.csv') : `${input}.failed.csv`;

/**
 * Writes the rows that were not created: the input's columns as read, then `line` (in the input) and `error`. The
 * create commands ignore these two columns, so the file can be fixed and sent again as it is.
 */
export async function writeFailedRows(
  path: string,
  header: readonly string[],
  rows: readonly { line: number; raw: readonly string[]; error: string }[],
): Promise<void> {
  // A failed-rows file sent again already has these columns: they are replaced, not repeated.
  const kept = header.flatMap((name, index) =>
    (FAILED_ROWS_COLUMNS as readonly string[]).includes(name) ? [] : [index],
  );
  const pick = (cells: readonly string[]) => kept.map((index) => cells[index] ?? '');
  const lines = [
    [...pick(header), ...FAILED_ROWS_COLUMNS],
    ...rows.map((row) => [...pick(row.raw), String(row.line), row.error]),
  ].map((cells) => cells.map(csvCell).join(','));
  await writeFile(path, `${lines.join('\n')}\n`);
}

/** The columns a failed-rows file adds, ignored when it is read back. */
export const FAILED_ROWS_COLUMNS = ['line', 'error'] as const;
