import { madridDay, madridStartOfDay } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, shiftFixtureDate } from './dates';

describe('fixture date shifting', () => {
  it('counts calendar days between two days', () => {
    expect(daysBetween('2026-01-15', '2026-01-15')).toBe(0);
    expect(daysBetween('2026-01-15', '2026-03-01')).toBe(45);
    expect(daysBetween('2026-03-01', '2026-01-15')).toBe(-45);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('moves a date by (today - base date) and keeps its Madrid wall-clock time across DST', () => {
    // Base 2026-01-15 (winter, UTC+1); loaded on 2026-07-15 (summer, UTC+2): 181 days later.
    const now = Date.parse('2026-07-15T10:00:00Z');
    expect(shiftFixtureDate('2026-01-10 00:00:00', '2026-01-15', now)).toBe('2026-07-09T22:00:00.000Z');
    expect(shiftFixtureDate('2026-01-20 23:59:59', '2026-01-15', now)).toBe('2026-07-20T21:59:59.000Z');
  });

  it('leaves dates alone when loaded on the base date', () => {
    const now = madridStartOfDay('2026-01-15').getTime() + 3_600_000;
    expect(shiftFixtureDate('2026-01-15 00:00:00', '2026-01-15', now)).toBe(
      madridStartOfDay('2026-01-15').toISOString(),
    );
  });

  it('keeps a date the same number of days away from today whatever today is', () => {
    for (const today of ['2025-12-31', '2026-03-29', '2027-10-31']) {
      const now = madridStartOfDay(today).getTime() + 12 * 3_600_000;
      const shifted = shiftFixtureDate('2026-01-18 00:00:00', '2026-01-15', now);
      expect(madridDay(new Date(shifted))).toBe(addDays(today, 3));
    }
  });

  it('refuses text that is not a date', () => {
    expect(() => shiftFixtureDate('soon', '2026-01-15', Date.now())).toThrow(/not yyyy-MM-dd/);
  });
});
