import { describe, expect, it } from 'vitest';
import { periodsIntersect } from './periods';

const p = (from: string, to: string) => ({ from: `${from}T00:00:00.000Z`, to: `${to}T00:00:00.000Z` });

describe('periodsIntersect', () => {
  it.each([
    ['inside', p('2026-01-01', '2026-01-31'), p('2026-01-10', '2026-01-12'), true],
    ['overlapping the start', p('2026-01-10', '2026-01-20'), p('2026-01-01', '2026-01-10'), true],
    ['sharing one instant', p('2026-01-01', '2026-01-10'), p('2026-01-10', '2026-01-20'), true],
    ['right after', p('2026-01-01', '2026-01-10'), p('2026-01-11', '2026-01-20'), false],
    ['before', p('2026-02-01', '2026-02-10'), p('2026-01-01', '2026-01-31'), false],
  ])('%s', (_, a, b, expected) => {
    expect(periodsIntersect(a, b)).toBe(expected);
    expect(periodsIntersect(b, a)).toBe(expected);
  });
});

describe('periodsIntersect on epoch milliseconds', () => {
  it('reads two periods the same way', () => {
    expect(periodsIntersect({ from: 1, to: 2 }, { from: 2, to: 4 })).toBe(true);
    expect(periodsIntersect({ from: 1, to: 2 }, { from: 3, to: 4 })).toBe(false);
  });
});
