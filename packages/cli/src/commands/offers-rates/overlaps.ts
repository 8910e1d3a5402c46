import { madridDay, parseInstant } from '@cellar/validation';
import { type ClosedPeriod, periodsIntersect } from '@cellar/validation/commerce';

/** A closed period in epoch milliseconds, read by the backend's rule (`periodsIntersect`). */
export type Period = ClosedPeriod<number>;

/** A valid row of the file: its line, the keys it is created under (product and type; country and tariff). */
export interface RowPeriod extends Period {
  line: number;
  keys: readonly string[];
}

/** A record the server already has. */
export interface StoredPeriod extends Period {
  id: number;
  key: string;
}

export type Overlap =
  | { with: 'line'; key: string; line: number }
  | { with: 'stored'; key: string; id: number; from: number; to: number };

/** A stored record's period: dates read as the rules read them (a day alone ends at 23:59:59 Madrid). */
export function storedPeriod(from: unknown, to: unknown): Period | undefined {
  const start = parseInstant(from);
  const end = parseInstant(to, true);
  return start && end ? { from: start.getTime(), to: end.getTime() } : undefined;
}

/**
 * The overlaps of each row, by line, as the backend decides them (same key, periods sharing an instant): with a
 * stored record, and with an earlier row of the file that can be sent (the later row carries it).
 */
export function findOverlaps(
  rows: readonly RowPeriod[],
  stored: ReadonlyMap<string, readonly StoredPeriod[]>,
): Map<number, Overlap[]> {
  const found = new Map<number, Overlap[]>();
  const earlier = new Map<string, RowPeriod[]>();
  for (const row of rows) {
    const overlaps: Overlap[] = [];
    for (const key of row.keys) {
      for (const record of stored.get(key) ?? [])
        if (periodsIntersect(row, record))
          overlaps.push({ with: 'stored', key, id: record.id, from: record.from, to: record.to });
      for (const other of earlier.get(key) ?? [])
        if (periodsIntersect(row, other)) overlaps.push({ with: 'line', key, line: other.line });
    }
    if (overlaps.length > 0) {
      found.set(row.line, overlaps);
      continue;
    }
    // Only rows that can be sent count for the later ones: an overlapping row is never created.
    for (const key of row.keys) {
      const list = earlier.get(key);
      if (list) list.push(row);
      else earlier.set(key, [row]);
    }
  }
  return found;
}

/**
 * The spec's overlap message, then what it overlaps: "(line 3)" for a row of the same file, "(#12, 2030-01-01 to
 * 2030-01-31)" for a stored record, with `describeKey` naming the key when a row has several (a rate's countries).
 */
export function overlapMessage(
  message: string,
  overlap: Overlap,
  describeKey?: (key: string) => string,
): string {
  const prefix = describeKey ? `${describeKey(overlap.key)}, ` : '';
  if (overlap.with === 'line') return `${message} (${prefix}line ${overlap.line})`;
  return `${message} (${prefix}#${overlap.id}, ${madridDay(overlap.from)} to ${madridDay(overlap.to)})`;
}
