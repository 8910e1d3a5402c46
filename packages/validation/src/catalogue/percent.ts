import { fail, ok, type Result } from '../result';
import { CATALOGUE_LIMITS } from './constants';
import { catalogueMessages } from './messages';
import { toNumber } from './number';

/**
 * A percentage entered 0-100 to the fraction 0-1 the content stores (pack discount, catalogue-editors §3, §5).
 * Rounded to 4 decimals so a percentage with 2 decimals round-trips exactly through {@link fractionToPercent}.
 */
export const percentToFraction = (percent: number): number => Math.round(percent * 100) / 10_000;

/** A stored fraction 0-1 to the percentage 0-100 shown, rounded to 2 decimals. */
export const fractionToPercent = (fraction: number): number => Math.round(fraction * 10_000) / 100;

/**
 * A percentage 0 to 100 (pack discount as entered, grape percentages). Numbers and numeric strings are accepted;
 * the spec gives no wording, so an empty or out-of-range value answers 'Enter a number from 0 to 100'.
 */
export function validatePercentage(input: unknown): Result<number> {
  const { percentMin: min, percentMax: max } = CATALOGUE_LIMITS;
  const value = toNumber(input);
  if (value === undefined || value < min || value > max) {
    return fail({ path: '', message: catalogueMessages.limits.range(min, max) });
  }
  return ok(value);
}

/** Grape percentages are entered from 0 to 100 (§2, §5). */
export const validateGrapePercentage = (input: unknown): Result<number> => validatePercentage(input);
