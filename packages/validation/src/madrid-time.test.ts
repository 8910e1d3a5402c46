import { describe, expect, it } from 'vitest';
import {
  formatInMadrid,
  isBeforeTodayInMadrid,
  MADRID_TIME_ZONE,
  madridDay,
  madridEndOfDay,
  madridStartOfDay,
} from './madrid-time';

describe('Madrid time', () => {
  it('is Europe/Madrid', () => {
    expect(MADRID_TIME_ZONE).toBe('Europe/Madrid');
  });

  it.each([
    ['2025-07-15', '2025-07-14T22:00:00.000Z', '2025-07-15T21:59:59.000Z'],
    ['2025-01-15', '2025-01-14T23:00:00.000Z', '2025-01-15T22:59:59.000Z'],
  ])('day %s runs from %s to %s (summer +02:00, winter +01:00)', (day, start, end) => {
    expect(madridStartOfDay(day).toISOString()).toBe(start);
    expect(madridEndOfDay(day).toISOString()).toBe(end);
  });

  it('keeps the day boundaries on the days the clocks change', () => {
    expect(madridStartOfDay('2025-03-30').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(madridEndOfDay('2025-03-30').toISOString()).toBe('2025-03-30T21:59:59.000Z');
    expect(madridStartOfDay('2025-10-26').toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(madridEndOfDay('2025-10-26').toISOString()).toBe('2025-10-26T22:59:59.000Z');
  });

  it.each([
    ['2025-07-14T21:59:59.999Z', '2025-07-14'],
    ['2025-07-14T22:00:00.000Z', '2025-07-15'],
    ['2025-01-14T22:59:59.999Z', '2025-01-14'],
    ['2025-01-14T23:00:00.000Z', '2025-01-15'],
  ])('%s is on Madrid day %s', (iso, day) => {
    expect(madridDay(new Date(iso))).toBe(day);
    expect(madridDay(Date.parse(iso))).toBe(day);
  });

  it('compares days in Madrid, not in UTC', () => {
    const now = Date.parse('2025-07-15T00:30:00Z'); // 02:30 on 15 July in Madrid
    expect(isBeforeTodayInMadrid(Date.parse('2025-07-14T21:59:59Z'), now)).toBe(true);
    expect(isBeforeTodayInMadrid(Date.parse('2025-07-14T22:00:00Z'), now)).toBe(false);
    expect(isBeforeTodayInMadrid(now + 86_400_000, now)).toBe(false);
    expect(isBeforeTodayInMadrid(Date.now() - 2 * 86_400_000)).toBe(true);
  });

  it('formats in Madrid time', () => {
    expect(formatInMadrid(Date.parse('2025-07-14T22:05:00Z'), 'd/MM/yy - HH:mm')).toBe('15/07/25 - 00:05');
    expect(formatInMadrid(new Date('2025-01-14T22:05:00Z'), 'd/MM/yy - HH:mm')).toBe('14/01/25 - 23:05');
  });
});
