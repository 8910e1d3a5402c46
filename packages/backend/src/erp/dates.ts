import { madridDay, parseInstant } from '@cellar/validation';

const LOCAL = /^(\d{4}-\d{2}-\d{2})(.*)$/;
const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (both `yyyy-MM-dd`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `yyyy-MM-dd` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The fixtures write offer and rate dates as Madrid wall-clock times (`yyyy-MM-dd HH:mm:ss`) relative to a base
 * date. Loading them on `today` moves each by the calendar days between the base date and today's Madrid day,
 * keeping its wall-clock time (00:00:00 stays 00:00:00 Madrid across a DST change), and answers the ISO instant.
 * So an offer written as past, current or future relative to the base date is past, current or future relative
 * to the day the database is created.
 */
export function shiftFixtureDate(value: string, baseDate: string, now: number): string {
  const match = LOCAL.exec(value.trim());
  if (!match) throw new Error(`Fixture date ${value} is not yyyy-MM-dd[ HH:mm:ss]`);
  const [, day = '', rest = ''] = match;
  const shifted = `${addDays(day, daysBetween(baseDate, madridDay(now)))}${rest}`;
  const instant = parseInstant(shifted, rest === '');
  if (instant === undefined) throw new Error(`Fixture date ${value} is not a date`);
  return instant.toISOString();
}
