import type { CellarClient } from '@cellar/sdk';
import type { Result, TextInputEncoding } from '@cellar/validation';
import { commerceMessages } from '@cellar/validation/commerce';
import { type CsvColumns, readCsvRows } from '../../bulk/csv-rows';
import { findOverlaps, overlapMessage, type Period, type StoredPeriod } from './overlaps';

/** What differs between offers and free shipping rates; the flow of checking a file is the same. */
export interface RowKind<T> {
  columns: CsvColumns;
  /** The drawer's rule on one row's cells. */
  check(cells: Record<string, string>, options: { now?: Date | number }): Result<T>;
  /** The keys the backend checks overlaps under (product and type; each country with the tariff). */
  keysOf(value: T): string[];
  periodOf(value: T): Period;
  /** The stored records under the given keys' values. */
  stored(client: CellarClient, values: readonly T[]): Promise<Map<string, StoredPeriod[]>>;
  /**
   * Checks that need the server besides overlaps (an offer's product is in the catalogue): answers the problems of
   * a value, empty when none.
   */
  lookups?(client: CellarClient, values: readonly T[]): Promise<(value: T) => string[]>;
  /** The spec's overlap message. */
  overlapping: string;
  /** How a key is named in an overlap message, when a row has several keys. */
  describeKey?: (key: string) => string;
}

/** A row of the file, checked: the value to send, or every problem found (the spec's messages). */
export interface CheckedRow<T> {
  line: number;
  raw: string[];
  /** Settled by an earlier run (`--resume`): not checked again, the runner passes over it. */
  settled?: boolean;
  value?: T;
  errors: string[];
}

export interface CheckedFile<T> {
  header: string[];
  rows: CheckedRow<T>[];
}

/**
 * Reads the whole file (streamed), checks every row with the drawer's rule, then the overlaps of the valid rows,
 * with the server's records and between rows of the file, reading it as `encoding` (see scanTextFile). A malformed
 * file is a usage error (see readCsvRows).
 * Rows settled by an earlier run (`settled`, by line) are not checked: those created are now the server's records.
 */
export async function checkFile<T>(
  path: string,
  kind: RowKind<T>,
  client: CellarClient,
  options: { now?: Date | number; settled?: ReadonlySet<number>; encoding?: TextInputEncoding } = {},
): Promise<CheckedFile<T>> {
  const rows: CheckedRow<T>[] = [];
  let header: string[] = [...kind.columns.required, ...kind.columns.optional];
  for await (const row of readCsvRows(path, kind.columns, { encoding: options.encoding })) {
    header = row.header;
    if (options.settled?.has(row.line)) {
      rows.push({ line: row.line, raw: row.raw, errors: [], settled: true });
      continue;
    }
    if (row.cellCountMismatch) {
      const { cells, columns } = row.cellCountMismatch;
      rows.push({
        line: row.line,
        raw: row.raw,
        errors: [commerceMessages.newOrder.cellCount(cells, columns)],
      });
      continue;
    }
    const checked = kind.check(row.cells, options);
    rows.push(
      checked.ok
        ? { line: row.line, raw: row.raw, value: checked.value, errors: [] }
        : { line: row.line, raw: row.raw, errors: checked.issues.map((issue) => issue.message) },
    );
  }

  if (kind.lookups) {
    const problemsOf = await kind.lookups(
      client,
      rows.flatMap((row) => (row.value === undefined ? [] : [row.value])),
    );
    for (const row of rows) {
      if (row.value === undefined) continue;
      const problems = problemsOf(row.value);
      if (problems.length === 0) continue;
      row.errors = problems;
      delete row.value;
    }
  }

  const valid = rows.filter((row): row is CheckedRow<T> & { value: T } => row.value !== undefined);
  const stored = await kind.stored(
    client,
    valid.map((row) => row.value),
  );
  const overlaps = findOverlaps(
    valid.map((row) => ({ line: row.line, keys: kind.keysOf(row.value), ...kind.periodOf(row.value) })),
    stored,
  );
  for (const row of rows) {
    const found = overlaps.get(row.line);
    if (!found || row.value === undefined) continue;
    const many = kind.keysOf(row.value).length > 1;
    row.errors = found.map((overlap) =>
      overlapMessage(kind.overlapping, overlap, many ? kind.describeKey : undefined),
    );
    delete row.value;
  }
  return { header, rows };
}

/** "Line 3: message; message" for each invalid row (the header is line 1). */
export const invalidRowLines = (rows: readonly CheckedRow<unknown>[]): string[] =>
  rows
    .filter((row) => row.errors.length > 0)
    .map((row) => commerceMessages.newOrder.badRow(row.line, row.errors));
