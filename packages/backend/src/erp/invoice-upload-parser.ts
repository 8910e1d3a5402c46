import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { components } from '@cellar/contract';
import { TextEncodingError, TextInputDecoder } from '@cellar/validation';
import { UPLOAD_TYPES, type UploadKind } from '@cellar/validation/commerce';
import chardet from 'chardet';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
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

/**
 * What the first bytes say the file is: an xlsx (a zip), a csv (text: no NUL byte, unless a UTF-16 BOM says why),
 * or neither. Which encoding the text is in, and whether it is read, is the csv reader's (`TextInputDecoder`).
 */
export function sniffUploadKind(head: Uint8Array): UploadKind | undefined {
  if (ZIP_MAGIC.every((byte, index) => head[index] === byte)) return 'xlsx';
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.subarray(0, SNIFF_BYTES).includes(0)) return undefined;
  return 'csv';
}

/**
 * The file's bytes once its first chunk shows it is a `kind` file: the type is checked by content (magic bytes for
 * xlsx, text for csv), never by the name alone. An empty file is refused too.
 */
async function checkedBytes(
  source: AsyncIterable<Uint8Array>,
  kind: UploadKind,
): Promise<AsyncIterable<Uint8Array>> {
  const iterator = source[Symbol.asyncIterator]();
  // The first bytes, up to a whole first line or SNIFF_BYTES: what the type is read from.
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
  return (async function* rest(): AsyncGenerator<Uint8Array> {
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the header line uses most: `;` for the Spanish carriers (decimal commas), else `,` or tab. */
export function csvDelimiter(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (delimiter: string) => header.split(delimiter).length;
  return DELIMITERS.reduce((best, delimiter) => (count(delimiter) > count(best) ? delimiter : best));
}

/**
 * A csv's text, decoded as `TextInputDecoder` reads it (UTF-8 with or without BOM, UTF-16 with its BOM, or
 * Windows-1252 / Latin-1 as chardet finds it); a TextEncodingError (another encoding, named) when it cannot be.
 */
async function* csvText(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextInputDecoder({ detect: chardet.detect, getDecoder: iconv.getDecoder });
  for await (const chunk of bytes) yield decoder.write(chunk);
  yield decoder.end();
}

/** A csv's rows, one at a time (csv-parse; the delimiter the header line uses). */
async function* csvRows(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<UploadRow> {
  const text = csvText(bytes);
  // The text up to the end of the header line chooses the delimiter.
  let head = '';
  while (!head.includes('\n') && head.length < SNIFF_BYTES) {
    const next = await text.next();
    if (next.done) break;
    head += next.value;
  }
  const parser = parse({
    delimiter: csvDelimiter(head),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  });
  const input = Readable.from(
    (async function* () {
      yield head;
      yield* text;
    })(),
  );
  // pipe() does not pass the source's errors on (an encoding refused further down): the parser fails with them.
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>)
      yield { line: info.lines, cells: record };
  } catch (error) {
    if (error instanceof TextEncodingError) throw error;
    const line = (error as { lines?: number }).lines ?? 0;
    throw new UploadParseError(line, `Line ${line}: ${(error as Error).message}`);
  } finally {
    input.destroy();
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
 * the content is not a `kind` file, TextEncodingError when a csv is in an encoding it does not read (named in its
 * message) and UploadParseError when a row cannot be read.
 */
export async function* readUploadRows(
  source: AsyncIterable<Uint8Array>,
  kind: UploadKind,
): AsyncGenerator<UploadRow> {
  const bytes = await checkedBytes(source, kind);
  yield* kind === 'csv' ? csvRows(bytes) : xlsxRows(Readable.from(bytes, { objectMode: false }));
}
