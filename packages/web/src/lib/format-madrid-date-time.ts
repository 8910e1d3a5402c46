import { formatInMadrid } from '@cellar/validation';

/** A calendar day with no time (`2026-12-05`, the ERP's stock and invoice days): it names no instant. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as the admin shows dates: an ISO instant in Madrid time, to the second (offers and shipping rates run
 * 00:00:00 to 23:59:59 of their days), `dd/MM/yyyy HH:mm:ss`; a calendar day as its `dd/MM/yyyy` (read as an
 * instant it would be UTC midnight, an hour it never had); a string that is not a date
 * is shown as it is.
 */
export function formatMadridDateTime(date: string): string {
  const day = CALENDAR_DAY.exec(date);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? date : formatInMadrid(instant, 'dd/MM/yyyy HH:mm:ss');
}
