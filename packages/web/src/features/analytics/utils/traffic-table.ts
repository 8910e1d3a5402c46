import type { ErpAnalyticsRow } from '@cellar/sdk';
import type { TableSort } from '@/components/table/data-table';

/**
 * The "Product traffic & performance" table (commerce-operations §2, §3 Analytics row): its columns, its filter,
 * and its sort as the URL holds it (`?sort=purchase&dir=desc`; DataTable sorts the rows).
 */

/** The fields of an analytics row the table shows (§3). */
export type TrafficRow = Pick<
  ErpAnalyticsRow,
  | 'grupo'
  | 'domain'
  | 'unique_users'
  | 'add_to_cart'
  | 'add_to_cart_percent'
  | 'purchase'
  | 'purchase_percent'
>;

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
export const TRAFFIC_COLUMN_KEYS = TRAFFIC_COLUMNS.map((column) => column.key);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** The sort the URL holds: none (the server's order) without a column; ascending unless `dir` says desc. */
export function trafficSortOf(view: {
  sort: TrafficColumn | '';
  dir: string;
}): TableSort<TrafficColumn> | null {
  return view.sort === '' ? null : { column: view.sort, direction: view.dir === 'desc' ? 'desc' : 'asc' };
}

const isColumn = (column: string): column is TrafficColumn =>
  (TRAFFIC_COLUMN_KEYS as readonly string[]).includes(column);

/** The URL's `sort` and `dir` for a sort of the table (both left out for none). */
export function trafficSortParams(sort: TableSort | null): {
  sort: TrafficColumn | '';
  dir: (typeof SORT_DIRECTIONS)[number] | '';
} {
  return sort && isColumn(sort.column) ? { sort: sort.column, dir: sort.direction } : { sort: '', dir: '' };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** How the text columns sort: ignoring case, numbers in the text as numbers. */
export const compareText = (a: unknown, b: unknown): number =>
  collator.compare(String(a ?? ''), String(b ?? ''));

export interface TrafficFilter {
  /** Part of the group, any case (surrounding spaces ignored). */
  q: string;
  /** One domain exactly; '' for all. */
  domain: string;
}

/** The rows whose group contains `q` (any case) and whose domain is `domain` (when set). */
export function filterTrafficRows<T extends TrafficRow>(
  rows: readonly T[],
  filter: TrafficFilter,
): readonly T[] {
  const q = filter.q.trim().toLocaleLowerCase();
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
