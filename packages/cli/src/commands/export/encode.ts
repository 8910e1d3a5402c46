import { csvEncoder, type RowEncoder } from '@cellar/sdk';

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

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
