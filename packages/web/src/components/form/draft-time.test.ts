import { describe, expect, it } from 'vitest';
import { draftTime } from './draft-time';

// Local times: the test reads them in the time zone it runs in, as the user's browser would.
const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min);

describe('draftTime', () => {
  it("says the user's HH:mm for a draft typed today", () => {
    expect(draftTime(local(2026, 11, 24, 10, 42).toISOString(), local(2026, 11, 24, 18, 5))).toBe('10:42');
    expect(draftTime(local(2026, 11, 24, 7, 3).toISOString(), local(2026, 11, 24, 7, 4))).toBe('07:03');
  });

  it('says the day too for a draft of another day', () => {
    expect(draftTime(local(2026, 11, 23, 23, 59).toISOString(), local(2026, 11, 24, 0, 1))).toBe(
      '23/11/2026 23:59',
    );
  });

  it('shows a time it cannot read as it is', () => {
    expect(draftTime('yesterday')).toBe('yesterday');
  });
});
