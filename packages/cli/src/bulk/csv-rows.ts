import type { TextInputEncoding } from '@cellar/validation';
import { CsvError } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { UsageError } from '../errors';
import { unreadableFile } from '../input-file';
import { readTextFile } from '../text-input';

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

/** A record csv-parse refused, at the line (of the file) where the trouble is. */
class MalformedRecord extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const countQuotes = (text: string): number => {
  let quotes = 0;
  for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1)) quotes += 1;
  return quotes;
};

/** One record's text (its quotes balanced; it may span lines) read by csv-parse (RFC 4180 quoting). */
function parseRecord(text: string, line: number): string[] {
  try {
    return (parseSync(text, { relax_column_count: true, trim: true }) as string[][])[0] ?? [''];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // csv-parse counts the lines of the record's text: say the file's.
    const fileLine = (within: number) => line + Math.max(0, within - 1);
    const within = (error as CsvError & { lines?: number }).lines ?? 1;
    const message = error.message.replace(
      /at line (\d+)/g,
      (_, n: string) => `at line ${fileLine(Number(n))}`,
    );
    throw new MalformedRecord(fileLine(within), message);
  }
}

/** One record of a CSV file: its cells and the line it starts on. */
interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The records of a CSV file with the line each starts on, streamed a chunk of the file at a time (one await per
 * chunk, not per record: the competitors bench's 10,000 rows went through three layers of async generators). A line without a quote is a
 * record of its own and is split on the comma (nothing else can happen in it); a line with quotes, and the lines
 * a quoted cell carries on over, go to csv-parse whole, so the quoting rules and their errors are the library's.
 * This keeps the common case of plain lines about three times cheaper than parsing every byte with csv-parse,
 * which the competitors bench needs (docs/decisions.md).
 */
async function* csvRecords(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord[]> {
  let line = 0;
  let open: { line: number; text: string; quotes: number } | undefined;
  /** One physical line, split on LF only: a CR before it stays, so a quoted cell keeps its CRLF as csv-parse does. */
  function* take(text: string): Generator<CsvRecord> {
    line += 1;
    if (open) {
      open.text += `\n${text}`;
      open.quotes += countQuotes(text);
      if (open.quotes % 2 === 0) {
        const { line: start, text: record } = open;
        open = undefined;
        yield { line: start, fields: parseRecord(record, start) };
      }
      return;
    }
    const plain = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (plain.trim() === '') return;
    if (!plain.includes('"')) {
      const fields = plain.split(',');
      for (let index = 0; index < fields.length; index += 1) fields[index] = (fields[index] as string).trim();
      yield { line, fields };
      return;
    }
    const quotes = countQuotes(plain);
    if (quotes % 2 === 0) yield { line, fields: parseRecord(plain, line) };
    else open = { line, text, quotes };
  }
  let carry = '';
  for await (const chunk of chunks) {
    const text = carry + chunk;
    const records: CsvRecord[] = [];
    let from = 0;
    try {
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', from)) {
        for (const record of take(text.slice(from, end))) records.push(record);
        from = end + 1;
      }
    } catch (error) {
      // The records before a malformed one come first, as they would one by one.
      if (records.length > 0) yield records;
      throw error;
    }
    carry = text.slice(from);
    if (records.length > 0) yield records;
  }
  if (carry !== '') yield [...take(carry)];
  if (open) throw new MalformedRecord(open.line, 'a quoted cell opened on this line is never closed');
}

/**
 * Streams the data rows of a CSV file (comma-separated, a header line first, empty lines skipped), read as
 * `encoding` (what `scanTextFile` found: UTF-8 with or without BOM, UTF-16, Windows-1252), or as its bytes show
 * when none is given. A file that cannot be read, has no header, a wrong header or malformed CSV (an unclosed
 * quote) is a usage error naming the line; a row with the wrong number of cells is yielded with `cellCountMismatch`.
 */
export async function* readCsvRows(
  path: string,
  columns: CsvColumns,
  options: { encoding?: TextInputEncoding } = {},
): AsyncGenerator<CsvRow> {
  for await (const rows of readCsvRowChunks(path, columns, options)) yield* rows;
}

/** {@link readCsvRows}, a chunk of the file's rows at a time (never an empty one): for a command that sends many. */
export async function* readCsvRowChunks(
  path: string,
  columns: CsvColumns,
  options: { encoding?: TextInputEncoding } = {},
): AsyncGenerator<CsvRow[]> {
  const input = readTextFile(path, options.encoding);
  let header: string[] | undefined;
  try {
    for await (const records of csvRecords(input)) {
      const rows: CsvRow[] = [];
      for (const { line, fields } of records) {
        if (header === undefined) {
          header = checkHeader(fields, columns, path);
          continue;
        }
        const cells: Record<string, string> = {};
        for (let index = 0; index < header.length; index += 1)
          cells[header[index] as string] = fields[index] ?? '';
        const row: CsvRow = { line, header, cells, raw: fields };
        if (fields.length !== header.length)
          row.cellCountMismatch = { cells: fields.length, columns: header.length };
        rows.push(row);
      }
      if (rows.length > 0) yield rows;
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if (error instanceof MalformedRecord) {
      throw new UsageError(`Line ${error.line}: malformed CSV: ${error.message}`, {
        nextStep: fixFile(path),
        cause: error,
      });
    }
    throw unreadableFile(path, error);
  } finally {
    await input.return(undefined);
  }
  if (header === undefined)
    throw new UsageError(`${path} is empty: it needs a header line`, {
      nextStep: `The columns are: ${[...columns.required, ...columns.optional].join(', ')}.`,
    });
}
