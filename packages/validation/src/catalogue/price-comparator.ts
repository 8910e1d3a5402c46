import { formatInMadrid } from '../madrid-time';
import { CATALOGUE_LIMITS } from './constants';
import { catalogueMessages } from './messages';

/**
 * What the comparator sort reads from a row. The spec's row lists no stock or ranking field; these names are
 * our decision: `in_stock` (true first) and `ranking` (1 is best; a row without ranking comes last).
 */
export interface RankedRow {
  in_stock?: boolean | null;
  ranking?: number | null;
}

const rankOf = (row: RankedRow): number =>
  typeof row.ranking === 'number' && Number.isFinite(row.ranking) ? row.ranking : Number.POSITIVE_INFINITY;

/** Price comparator order (catalogue-editors §9): in stock first, then ranking ascending. For `Array.sort`. */
export function comparePriceRows(a: RankedRow, b: RankedRow): number {
  const stock = Number(b.in_stock === true) - Number(a.in_stock === true);
  if (stock !== 0) return stock;
  const rankA = rankOf(a);
  const rankB = rankOf(b);
  return rankA === rankB ? 0 : rankA < rankB ? -1 : 1;
}

/** Default pattern of a competitor date older than 5 seconds, in Madrid time (the spec shows none). */
export const COMPETITOR_DATE_PATTERN = 'dd/MM/yyyy HH:mm';

/**
 * A competitor date as shown (§9): 'Now' when under 5 seconds old (or in the future), else the date in Madrid time.
 * An unreadable date answers ''.
 */
export function formatCompetitorDate(
  date: Date | number | string,
  { now = Date.now(), pattern = COMPETITOR_DATE_PATTERN }: { now?: Date | number; pattern?: string } = {},
): string {
  const instant = new Date(date).getTime();
  if (!Number.isFinite(instant)) return '';
  if (new Date(now).getTime() - instant < CATALOGUE_LIMITS.competitorNowMs)
    return catalogueMessages.priceComparator.now;
  return formatInMadrid(instant, pattern);
}

/** A competitor URL of a product group, as the comparator's update and delete calls take it. */
export interface CompetitorUrlRow {
  group: string;
  url: string;
}

/** The confirmation before updating or deleting selected competitor URLs: its question and a line per URL. */
export interface UrlsConfirmation {
  question: string;
  lines: string[];
}

/**
 * The confirmation before updating or deleting selected competitor URLs: it lists them (catalogue-editors §5). The
 * wording is ours (not in the spec); the Analytics tab and the product's tab ask the same.
 */
export const confirmUrls = (
  action: 'Update' | 'Delete',
  rows: readonly CompetitorUrlRow[],
): UrlsConfirmation => ({
  question: `${action} these URLs?`,
  lines: rows.map((row) => `${row.group}: ${row.url}`),
});
