import { toNumber } from './fields';
import { formMessages } from './form-messages';
import { fail, ok, type Result } from './result';

/**
 * A percent (0 to 100) as the fraction (0 to 1) the content and the ERP store (pack discount, offer discount).
 * Kept to 4 decimals of percent, so any percent with up to 4 decimals round-trips through {@link fractionToPercent}.
 */
export const percentToFraction = (percent: number): number => Math.round(percent * 10_000) / 1_000_000;

/** A stored fraction (0 to 1) as the percent (0 to 100) shown, kept to 4 decimals. */
export const fractionToPercent = (fraction: number): number => Math.round(fraction * 1_000_000) / 10_000;

/** Percentages are entered from 0 to 100 (pack discount, grape percentages, discounts). */
export const PERCENT_RANGE = { min: 0, max: 100 } as const;

/**
 * A percentage 0 to 100 as entered. Numbers and numeric strings are accepted; the spec gives no wording, so an
 * empty or out-of-range value answers the shared 'The percentage must be between 0 and 100'.
 */
export function validatePercentage(input: unknown, field = 'percentage'): Result<number> {
  const { min, max } = PERCENT_RANGE;
  const value = toNumber(input);
  if (value === undefined || value < min || value > max) {
    return fail({ path: '', message: formMessages.between(field, min, max) });
  }
  return ok(value);
}

/** Grape percentages are entered from 0 to 100 (catalogue-editors §2, §5; site-content-and-shell §5). */
export const validateGrapePercentage = (input: unknown): Result<number> => validatePercentage(input);
