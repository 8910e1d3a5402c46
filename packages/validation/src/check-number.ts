import { toNumber } from './fields';
import { formMessages } from './form-messages';

/** A numeric field's rule: its label in messages, the inclusive range and whether it must be whole. */
export interface NumberRule {
  label: string;
  min: number;
  max?: number;
  whole?: boolean;
}

/**
 * Reads a numeric field (see {@link toNumber}) and checks it against its rule, answering the shared wording of
 * the first rule it breaks: required, then whole number, then the range.
 */
export function checkNumber(
  value: unknown,
  { label, min, max, whole = false }: NumberRule,
): { ok: true; value: number } | { ok: false; message: string } {
  const number = toNumber(value);
  if (number === undefined) return { ok: false, message: formMessages.required(label) };
  if (whole && !Number.isInteger(number)) return { ok: false, message: formMessages.wholeNumber(label) };
  if (number < min || (max !== undefined && number > max))
    return {
      ok: false,
      message: max === undefined ? formMessages.atLeast(label, min) : formMessages.between(label, min, max),
    };
  return { ok: true, value: number };
}
