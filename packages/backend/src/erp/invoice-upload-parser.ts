import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { components } from '@cellar/contract';
import { UPLOAD_TYPES, type UploadKind } from '@cellar/validation/commerce';
import { parse } from 'csv-parse';
import { checkZip, ZipRefusedError } from '../files/check-zip';

/** One row of an uploaded invoice file: its line in the file (the header is line 1) and its cells as text. */
export type UploadRow = components['schemas']['InvoiceUploadRow'];

/** The file is not what its kind says (not a csv text, not an xlsx workbook): 'Please input a csv or xlsx file'. */
export class UploadTypeError extends Error {
  override readonly name = 'UploadTypeError';
}

/** The file is of the right kind but cannot be read past `line` (an unclosed quote, a broken workbook). */
export class UploadParseError extends Error {
  override readonly name = 'UploadParseError';
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The openxml spreadsheet is a zip: it starts with the local file header `PK\x03\x04`. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const SNIFF_BYTES = 4096;

/** What the first bytes say the file is: an xlsx (a zip), a csv (UTF-8 text without NUL), or neither. */
export function sniffUploadKind(head: Uint8Array): UploadKind | undefined {
  if (ZIP_MAGIC.every((byte, index) => head[index] === byte)) return 'xlsx';
  const sample = head.subarray(0, SNIFF_BYTES);
  if (sample.includes(0)) return undefined;
  try {
    // `stream: true` lets a multi-byte character cut at the end of the sample pass.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'csv';
  } catch {
    return undefined;
  }
}

/**
 * The file's stream once its first chunk shows it is a `kind` file: the type is checked by content (magic
 * bytes for xlsx, UTF-8 text for csv), never by the name alone. An empty file is refused too.
 */
async function checkedStream(
  source: AsyncIterable<Uint8Array>,
  kind: UploadKind,
): Promise<{ stream: Readable; head: Uint8Array }> {
  const iterator = source[Symbol.asyncIterator]();
  // The first bytes, up to a whole first line or SNIFF_BYTES: what the type and the csv delimiter are read from.
  const parts: Uint8Array[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES && !parts.some((part) => part.includes(0x0a))) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts, length);
  if (head.length === 0 || sniffUploadKind(head) !== kind)
    throw new UploadTypeError(`Not a ${UPLOAD_TYPES[kind]} file`);
  async function* rest(): AsyncGenerator<Uint8Array> {
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { stream: Readable.from(rest(), { objectMode: false }), head };
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the header line uses most: `;` for the Spanish carriers (decimal commas), else `,` or tab. */
export function csvDelimiter(head: Uint8Array): string {
  const text = new TextDecoder().decode(head.subarray(0, SNIFF_BYTES));
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (delimiter: string) => header.split(delimiter).length;
  return DELIMITERS.reduce((best, delimiter) => (count(delimiter) > count(best) ? delimiter : best));
}

/** A csv's rows, one at a time (csv-parse; the delimiter the header line uses). */
async function* csvRows(stream: Readable, delimiter: string): AsyncGenerator<UploadRow> {
  const parser = stream.pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>)
      yield { line: info.lines, cells: record };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    throw new UploadParseError(line, `Line ${line}: ${(error as Error).message}`);
  }
}

/** A cell of exceljs as the text a csv would hold: numbers as digits, dates as yyyy-MM-dd, formulas by result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: string };
    if (cell.richText)
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.error !== undefined) return String(cell.error);
    return '';
  }
  return String(value).trim();
}

/** How many workbooks are read at once: each may hold its shared strings in memory, so the others wait. */
const WORKBOOKS_AT_ONCE = 2;
let reading = 0;
const waiting: (() => void)[] = [];

/** Waits for a turn to read a workbook; answers the function that ends it. */
async function workbookTurn(): Promise<() => void> {
  if (reading < WORKBOOKS_AT_ONCE) reading++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  // An ended turn goes straight to the next in line, so `reading` counts the turns being used.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else reading--;
  };
}

/**
 * The first worksheet's rows of an xlsx, one at a time. The workbook is a zip: it is written to a temporary file
 * and its central directory checked (`checkZip`: entries, inflated size, ratio) before anything inflates it, so a
 * compressed bomb is refused early with 'Please input a csv or xlsx file'; then exceljs's streaming WorkbookReader
 * reads the file.
 */
async function* xlsxRows(stream: Readable): AsyncGenerator<UploadRow> {
  const dir = await mkdtemp(join(tmpdir(), 'cellar-xlsx-'));
  const end = await workbookTurn();
  try {
    const path = join(dir, 'upload.xlsx');
    await pipeline(stream, createWriteStream(path));
    try {
      await checkZip(path);
    } catch (error) {
      if (error instanceof ZipRefusedError) throw new UploadTypeError(error.message);
      throw error;
    }
    yield* workbookRows(path);
  } finally {
    end();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The first worksheet's rows of the checked workbook at `path` (exceljs's streaming WorkbookReader). */
async function* workbookRows(path: string): AsyncGenerator<UploadRow> {
  // exceljs is large (about 20 MB once loaded): only an xlsx upload pays for it.
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    entries: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  let line = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        line = row.number;
        // row.values is 1-based and sparse: index 0 is unused.
        const values = (row.values as unknown[]).slice(1);
        const cells = Array.from(values, cellText);
        if (cells.every((cell) => cell === '')) continue;
        yield { line, cells };
      }
      // Only the first worksheet holds the invoice.
      break;
    }
  } catch (error) {
    if (line === 0) throw new UploadTypeError((error as Error).message);
    throw new UploadParseError(line, `Line ${line}: ${(error as Error).message}`);
  }
}

/**
 * The rows of an uploaded invoice file, streaming: never the whole file in memory. Throws UploadTypeError when
 * the content is not a `kind` file and UploadParseError when a row cannot be read.
 */
export async function* readUploadRows(
  source: AsyncIterable<Uint8Array>,
  kind: UploadKind,
): AsyncGenerator<UploadRow> {
  const { stream, head } = await checkedStream(source, kind);
  yield* kind === 'csv' ? csvRows(stream, csvDelimiter(head)) : xlsxRows(stream);
}
