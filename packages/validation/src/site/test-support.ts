import fc from 'fast-check';
import { expect } from 'vitest';
import type { Result } from '../result';

/** Asserts a rule answers a Result and never throws, whatever it is given. */
export function neverThrows(rule: (input: unknown) => Result<unknown>): void {
  fc.assert(
    fc.property(
      fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true }),
      (input) => {
        const result = rule(input);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) for (const issue of result.issues) expect(typeof issue.message).toBe('string');
      },
    ),
  );
}

/** The issues of a result as `[path, message]` pairs ([] when ok). */
export const issuesOf = (result: Result<unknown>): [string, string][] =>
  result.ok ? [] : result.issues.map((issue) => [issue.path, issue.message]);
