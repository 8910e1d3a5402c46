import { formatInMadrid } from '@cellar/validation';

/**
 * An ISO date in Madrid time, to the second (offers and shipping rates run 00:00:00 to 23:59:59 of their
 * days); a string that is not a date is shown as it is.
 */
export function formatMadridDateTime(date: string): string {
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? date : formatInMadrid(instant, 'dd/MM/yyyy HH:mm:ss');
}
