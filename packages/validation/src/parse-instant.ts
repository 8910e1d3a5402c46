import { fromZonedTime } from 'date-fns-tz';
import { MADRID_TIME_ZONE } from './madrid-time';

/** What a date field may hold: an instant, epoch milliseconds, or text (see {@link parseInstant}). */
export type DateInput = Date | number | string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const ZONED_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** Instants outside years 1000 to 9999 are refused: they are typos, and Madrid days (`yyyy-MM-dd`) compare as text. */
const EARLIEST = Date.UTC(1000, 0, 2);
const LATEST = Date.UTC(9999, 11, 30);

const validInstant = (date: Date): Date | undefined => {
  const time = date.getTime();
  return Number.isFinite(time) && time >= EARLIEST && time <= LATEST ? date : undefined;
};

const isCalendarDate = (year: string, month: string, day: string): boolean => {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
};

const isClockTime = (hours: string, minutes: string, seconds = '0'): boolean =>
  Number(hours) < 24 && Number(minutes) < 60 && Number(seconds) < 60;

/**
 * Reads a date field as an instant, or undefined when it is not a date.
 * - a valid `Date`, or epoch milliseconds;
 * - `yyyy-MM-dd`: that Madrid day, at its start (or at 23:59:59 Madrid with `endOfDay`);
 * - `yyyy-MM-dd HH:mm[:ss]` (or with a `T`): Madrid wall-clock time;
 * - an ISO instant with `Z` or an offset.
 */
export function parseInstant(value: unknown, endOfDay = false): Date | undefined {
  if (value instanceof Date) return validInstant(new Date(value.getTime()));
  if (typeof value === 'number') return Number.isFinite(value) ? validInstant(new Date(value)) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const day = DAY.exec(text);
  if (day) {
    const [, year = '', month = '', date = ''] = day;
    if (!isCalendarDate(year, month, date)) return undefined;
    const time = endOfDay ? '23:59:59.000' : '00:00:00.000';
    return validInstant(fromZonedTime(`${text}T${time}`, MADRID_TIME_ZONE));
  }
  const local = LOCAL_TIME.exec(text);
  if (local) {
    const [, year = '', month = '', date = '', hours = '', minutes = '', seconds] = local;
    if (!isCalendarDate(year, month, date) || !isClockTime(hours, minutes, seconds)) return undefined;
    return validInstant(fromZonedTime(text.replace(' ', 'T'), MADRID_TIME_ZONE));
  }
  const zoned = ZONED_TIME.exec(text);
  if (zoned) {
    const [, year = '', month = '', date = '', hours = '', minutes = '', seconds] = zoned;
    if (!isCalendarDate(year, month, date) || !isClockTime(hours, minutes, seconds)) return undefined;
    return validInstant(new Date(text));
  }
  return undefined;
}

/** "Now" of a rule: the option when it is a valid instant, else the clock. */
export const nowOf = (options?: { now?: Date | number }): Date => {
  const now = options?.now;
  const instant = now === undefined ? undefined : parseInstant(now);
  return instant ?? new Date();
};
