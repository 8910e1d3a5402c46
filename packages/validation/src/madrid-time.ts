import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** Business days, end-of-day rules and "not in the past" checks are in Madrid time (contract.md). */
export const MADRID_TIME_ZONE = 'Europe/Madrid';

/** The Madrid calendar day of an instant, as `yyyy-MM-dd`. */
export const madridDay = (instant: Date | number): string =>
  formatInTimeZone(instant, MADRID_TIME_ZONE, 'yyyy-MM-dd');

/** The instant a Madrid calendar day (`yyyy-MM-dd`) starts: 00:00:00.000 Madrid. */
export const madridStartOfDay = (day: string): Date => fromZonedTime(`${day}T00:00:00.000`, MADRID_TIME_ZONE);

/** The instant a Madrid calendar day (`yyyy-MM-dd`) ends for business rules: 23:59:59 Madrid. */
export const madridEndOfDay = (day: string): Date => fromZonedTime(`${day}T23:59:59.000`, MADRID_TIME_ZONE);

/** True when `instant` falls on a Madrid day before today's Madrid day. */
export const isBeforeTodayInMadrid = (instant: Date | number, now: Date | number = Date.now()): boolean =>
  madridDay(instant) < madridDay(now);

/** Formats an instant in Madrid time with a date-fns pattern (e.g. `d/MM/yy - HH:mm`). */
export const formatInMadrid = (instant: Date | number, pattern: string): string =>
  formatInTimeZone(instant, MADRID_TIME_ZONE, pattern);

/** The instant of a Madrid wall-clock time (`yyyy-MM-ddTHH:mm`, as a datetime-local input gives it). */
export const madridWallTime = (local: string): Date => fromZonedTime(local, MADRID_TIME_ZONE);
