// The browser build (its own Buffer shim): the admin runs it as the CLI does.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { rowValues } from './flatten-row';
import { csvCell } from './formula-escape';

/** Turns pages of rows into the text written out, page by page. */
export interface RowEncoder {
  /** What comes before the first row (the CSV header); '' for a format without one. */
  start(): string;
  rows(rows: readonly Record<string, unknown>[]): string;
}

const csvText = (records: string[][]) =>
  stringify(records, {
    // RFC 4180: CRLF between records; a cell holding a comma, a quote, CR or LF is quoted, quotes doubled.
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });

/**
 * CSV as `cellar export` and the admin's Export CSV write it: a header row, then one record per row; nested values
 * flattened (see flatten-row.ts), formulas escaped (see formula-escape.ts). Page by page, so a long list is never
 * held whole.
 *
 * @example
 * const encoder = csvEncoder(offersSource.columns);
 * let text = encoder.start();
 * text += encoder.rows(page.result);
 */
export function csvEncoder(columns: readonly string[], whole: readonly string[] = []): RowEncoder {
  return {
    start: () => csvText([[...columns]]),
    rows: (rows) =>
      rows.length === 0 ? '' : csvText(rows.map((row) => rowValues(row, columns, whole).map(csvCell))),
  };
}
