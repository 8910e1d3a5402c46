const STEPS: readonly [RegExp, string][] = [
  [/\[[^[\]]*\]/g, ' '],
  [/\([^()]*\)/g, ' '],
  [/\b\d{4}\b/g, ' '],
  [/\s+/g, ' '],
];

const once = (name: string): string =>
  STEPS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), name).trim();

/**
 * Product name normaliser of 'Create product content' (§5): removes a 4-digit year, `[brackets]` and
 * `(parentheses)` with their content, and collapses spaces. Applied until nothing changes, so nested
 * brackets go too and the result is a fixed point (idempotent).
 *
 * @example stripProductName('Viña Ardanza (Reserva) 2016 [75cl]') // 'Viña Ardanza'
 */
export function stripProductName(name: string): string {
  let current = typeof name === 'string' ? name : '';
  for (let next = once(current); next !== current; next = once(current)) current = next;
  return current;
}
