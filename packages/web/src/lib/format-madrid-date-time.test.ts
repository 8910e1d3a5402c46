import { describe, expect, it } from 'vitest';
import { formatMadridDateTime } from './format-madrid-date-time';

describe('formatMadridDateTime', () => {
  it.each([
    ['an instant, in Madrid time (summer)', '2026-07-01T21:30:05Z', '01/07/2026 23:30:05'],
    ['an instant, in Madrid time (winter)', '2026-10-31T08:37:00Z', '31/10/2026 09:37:00'],
    ['an instant with an offset', '2026-12-31T23:59:59+01:00', '31/12/2026 23:59:59'],
    ['a calendar day, as that day without a time', '2026-12-05', '05/12/2026'],
    ['a calendar day, not read as UTC midnight (02:00 in Madrid)', '2026-06-30', '30/06/2026'],
    ['text that is not a date, as it is', 'soon', 'soon'],
  ])('shows %s', (_name, date, shown) => {
    expect(formatMadridDateTime(date)).toBe(shown);
  });
});
