/**
 * A closed period (both ends included): ISO 8601 UTC instants from `toISOString()`, which compare as text (as
 * SQLite compares them), or epoch milliseconds.
 */
export interface ClosedPeriod<T extends string | number = string | number> {
  from: T;
  to: T;
}

/**
 * True when two closed periods share at least one instant: how offers of one product and type, and free shipping
 * rates of one country and tariff, overlap ('overlapping_date_exists').
 */
export const periodsIntersect = <T extends string | number>(
  a: ClosedPeriod<T>,
  b: ClosedPeriod<T>,
): boolean => a.from <= b.to && b.from <= a.to;
