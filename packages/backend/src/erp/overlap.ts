/** A closed period of ISO instants (from and to included), as offers and free shipping rates have. */
export interface Period {
  from: string;
  to: string;
}

/**
 * True when two closed periods share at least one instant. ISO 8601 UTC instants from `toISOString()` compare
 * as text, which is how SQLite compares them too.
 */
export const periodsIntersect = (a: Period, b: Period): boolean => a.from <= b.to && b.from <= a.to;

/** The message (and marker) of every overlap answer (spec §7: "an error containing overlapping_date_exists"). */
export { OVERLAP_ERROR_MARKER as OVERLAP_MESSAGE } from '@cellar/validation/commerce';
