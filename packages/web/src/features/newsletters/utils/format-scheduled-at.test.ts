import { describe, expect, it } from 'vitest';
import { formatScheduledAt } from './format-scheduled-at';

describe('formatScheduledAt', () => {
  it.each([
    ['2026-09-03T07:00:00.000Z', '3/09/26 - 09:00'], // summer: UTC+2
    ['2026-12-10T08:00:00.000Z', '10/12/26 - 09:00'], // winter: UTC+1
    ['2026-12-31T23:30:00.000Z', '1/01/27 - 00:30'], // the Madrid day, not the UTC one
  ])('%s is %s in Madrid', (iso, shown) => {
    expect(formatScheduledAt(iso)).toBe(shown);
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatScheduledAt(undefined)).toBe('');
    expect(formatScheduledAt('soon')).toBe('');
  });
});
