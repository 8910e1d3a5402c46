/**
 * The "Product traffic & performance" table (commerce-operations §2, §3 Analytics row): its columns, and
 * the sort and filter that live in the query string (`?sort=purchase&dir=desc&q=rioja&domain=...`).
 */

/** The fields of an analytics row the table shows (§3). */
export interface TrafficRow {
  grupo: string;
  domain: string;
  unique_users: number;
  add_to_cart: number;
  add_to_cart_percent: number;
  purchase: number;
  purchase_percent: number;
}

export type TrafficColumn = keyof TrafficRow;

/** Column order and headers: the field names of §3, readable. */
export const TRAFFIC_COLUMNS: readonly { key: TrafficColumn; label: string; numeric: boolean }[] = [
  { key: 'grupo', label: 'Group', numeric: false },
  { key: 'domain', label: 'Domain', numeric: false },
  { key: 'unique_users', label: 'Unique users', numeric: true },
  { key: 'add_to_cart', label: 'Add to cart', numeric: true },
  { key: 'add_to_cart_percent', label: 'Add to cart %', numeric: true },
  { key: 'purchase', label: 'Purchase', numeric: true },
  { key: 'purchase_percent', label: 'Purchase %', numeric: true },
];

export type SortDirection = 'asc' | 'desc';
export interface TrafficSort {
  column: TrafficColumn;
  direction: SortDirection;
}

export interface TrafficFilter {
  /** Part of the group, any case. */
  q: string;
  /** One domain exactly; '' for all. */
  domain: string;
}

const isColumn = (value: string | null): value is TrafficColumn =>
  TRAFFIC_COLUMNS.some((column) => column.key === value);

/** The sort of the URL; none (the server's order) when `sort` names no column. */
export function parseTrafficSort(params: URLSearchParams): TrafficSort | null {
  const column = params.get('sort');
  if (!isColumn(column)) return null;
  return { column, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' };
}

export function parseTrafficFilter(params: URLSearchParams): TrafficFilter {
  return { q: params.get('q')?.trim() ?? '', domain: params.get('domain') ?? '' };
}

/**
 * The sort after clicking a column header: a new column sorts ascending, the sorted one flips to
 * descending, a descending one goes back to no sort (the server's order).
 */
export function nextTrafficSort(current: TrafficSort | null, column: TrafficColumn): TrafficSort | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/** The query string with `sort` and `dir` set to `sort` (or removed); other keys kept. */
export function withTrafficSort(params: URLSearchParams, sort: TrafficSort | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) {
    next.set('sort', sort.column);
    next.set('dir', sort.direction);
  } else {
    next.delete('sort');
    next.delete('dir');
  }
  return next;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown, numeric: boolean): number {
  if (numeric) {
    const x = typeof a === 'number' ? a : Number(a);
    const y = typeof b === 'number' ? b : Number(b);
    // A value that is not a number sorts below every number.
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
    return x - y;
  }
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

/** A sorted copy (stable: equal rows keep the server's order); the rows themselves when no sort. */
export function sortTrafficRows<T extends TrafficRow>(
  rows: readonly T[],
  sort: TrafficSort | null,
): readonly T[] {
  if (!sort) return rows;
  const numeric = TRAFFIC_COLUMNS.find((column) => column.key === sort.column)?.numeric ?? false;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) => sign * compareValues(a.row[sort.column], b.row[sort.column], numeric) || a.index - b.index,
    )
    .map(({ row }) => row);
}

/** The rows whose group contains `q` (any case) and whose domain is `domain` (when set). */
export function filterTrafficRows<T extends TrafficRow>(
  rows: readonly T[],
  filter: TrafficFilter,
): readonly T[] {
  const q = filter.q.toLocaleLowerCase();
  if (q === '' && filter.domain === '') return rows;
  return rows.filter(
    (row) =>
      (q === '' || String(row.grupo).toLocaleLowerCase().includes(q)) &&
      (filter.domain === '' || row.domain === filter.domain),
  );
}

/** The domains of the rows, sorted, each once: the options of the domain filter. */
export function trafficDomains(rows: readonly TrafficRow[]): string[] {
  return [...new Set(rows.map((row) => row.domain))].sort(collator.compare);
}
