import { stringify } from 'csv-stringify/sync';
import { csvCell } from '../../formula-escape';
import { rowValues } from './flatten';

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Turns pages of rows into the text written out, page by page. */
export interface RowEncoder {
  /** What comes before the first row (the CSV header); '' for JSON Lines. */
  start(): string;
  rows(rows: readonly Record<string, unknown>[]): string;
}

const csvText = (records: string[][]) =>
  stringify(records, {
    // RFC 4180: CRLF between records; a cell holding a comma, a quote, CR or LF is quoted, quotes doubled.
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });

/** CSV: a header row, then one record per row; nested values flattened (see flatten.ts), formulas escaped. */
export function csvEncoder(columns: readonly string[], whole: readonly string[] = []): RowEncoder {
  return {
    start: () => csvText([[...columns]]),
    rows: (rows) =>
      rows.length === 0 ? '' : csvText(rows.map((row) => rowValues(row, columns, whole).map(csvCell))),
  };
}

/** JSON Lines: one JSON object per line, each row as the server answered it (nothing flattened or escaped). */
export const jsonLinesEncoder = (): RowEncoder => ({
  start: () => '',
  rows: (rows) => rows.map((row) => `${JSON.stringify(row)}\n`).join(''),
});

export const encoderFor = (
  format: ExportFormat,
  columns: readonly string[],
  whole: readonly string[] = [],
): RowEncoder => (format === 'csv' ? csvEncoder(columns, whole) : jsonLinesEncoder());
