import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { UsageError } from '../errors';

/** The columns the bulk runner's failed-rows file adds (`line`, `reason`): ignored when it is sent again. */
export const FAILED_ROWS_COLUMNS = ['line', 'reason'] as const;

/** The columns a file must and may have (header names, compared trimmed and lower-case). */
export interface CsvColumns {
  required: readonly string[];
  optional: readonly string[];
  /** Allowed and not read (e.g. the `line` and `error` of a failed-rows file sent again). */
  ignored?: readonly string[];
  /** Any other column is allowed and not read (a sheet exported with more columns than the command needs). */
  othersIgnored?: boolean;
}

/** One data row: its line in the file (the header is line 1), its cells by column, and the cells as read. */
export interface CsvRow {
  line: number;
  /** The header's column names (trimmed, lower-case). */
  header: string[];
  cells: Record<string, string>;
  raw: string[];
  /** The header's number of columns, when the row has another number of cells (the row is then invalid). */
  cellCountMismatch?: { cells: number; columns: number };
}

const fixFile = (path: string) => `Check the file ${path}.`;

/** The header's columns checked against the expected ones: a missing, unknown or repeated column is a usage error. */
export function checkHeader(header: readonly string[], columns: CsvColumns, path: string): string[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const allowed = [...columns.required, ...columns.optional];
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0)
    throw new UsageError(`Line 1: the column ${repeated[0]} appears more than once`, {
      nextStep: fixFile(path),
    });
  const unknown = columns.othersIgnored
    ? []
    : names.filter((name) => !allowed.includes(name) && !columns.ignored?.includes(name));
  if (unknown.length > 0)
    throw new UsageError(`Line 1: unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, {
      nextStep: `The columns are: ${allowed.join(', ')}.`,
    });
  const missing = columns.required.filter((name) => !names.includes(name));
  if (missing.length > 0)
    throw new UsageError(`Line 1: missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, {
      nextStep: `The columns are: ${allowed.join(', ')} (required: ${columns.required.join(', ')}).`,
    });
  return names;
}

const describeOpenError = (error: unknown, path: string): UsageError => {
  const code = (error as NodeJS.ErrnoException)?.code;
  const reason =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'it is a directory'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : ((error as Error)?.message ?? String(error));
  return new UsageError(`Cannot read ${path}: ${reason}`, { cause: error });
};

/** The line breaks inside a cell (a quoted cell may hold some; `\r\n` counts once). */
function countBreaks(cell: string): number {
  let breaks = 0;
  for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks += 1;
  return breaks;
}

/**
 * Streams the data rows of a CSV file (comma-separated, a header line first, UTF-8 with or without BOM, empty
 * lines skipped). A file that cannot be read, has no header, a wrong header or malformed CSV (an unclosed quote)
 * is a usage error naming the line; a row with the wrong number of cells is yielded with `cellCountMismatch`.
 */
export async function* readCsvRows(path: string, columns: CsvColumns): AsyncGenerator<CsvRow> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw describeOpenError(error, path);
  }
  const input = handle.createReadStream();
  // No `info` and no `skip_empty_lines`: line numbers are counted here (a record starts on the line after the
  // previous one ended; a quoted cell's line breaks move the end), which halves the parser's cost per record.
  const parser = parse({ bom: true, relax_column_count: true, trim: true });
  pipeline(input, parser, () => {});
  let header: string[] | undefined;
  /** The line the last record ended on: an unclosed quote opens the next record. */
  let lastEnd = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const line = lastEnd + 1;
      lastEnd = line + record.reduce((sum, cell) => sum + countBreaks(cell), 0);
      if (record.length === 1 && record[0] === '') continue;
      if (header === undefined) {
        header = checkHeader(record, columns, path);
        continue;
      }
      const cells: Record<string, string> = {};
      header.forEach((name, index) => {
        cells[name] = record[index] ?? '';
      });
      const row: CsvRow = { line, header, cells, raw: record };
      if (record.length !== header.length)
        row.cellCountMismatch = { cells: record.length, columns: header.length };
      yield row;
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if (error instanceof CsvError) {
      // csv-parse finds an unclosed quote at the end of the file: name the line of the record it opened.
      const unclosed = error.code === 'CSV_QUOTE_NOT_CLOSED';
      const line = unclosed ? lastEnd + 1 : (error as CsvError & { lines?: number }).lines;
      const what = unclosed ? 'a quoted cell opened on this line is never closed' : error.message;
      throw new UsageError(`${line === undefined ? '' : `Line ${line}: `}malformed CSV: ${what}`, {
        nextStep: fixFile(path),
        cause: error,
      });
    }
    throw describeOpenError(error, path);
  } finally {
    input.destroy();
    await handle.close().catch(() => {});
  }
  if (header === undefined)
    throw new UsageError(`${path} is empty: it needs a header line`, {
      nextStep: `The columns are: ${[...columns.required, ...columns.optional].join(', ')}.`,
    });
}
