import { formatInMadrid } from '@cellar/validation';

/** 'Scheduled at' of the newsletter list (§2.8): D/MM/YY - HH:mm in Madrid time; '' when not set or not a date. */
export function formatScheduledAt(date: unknown): string {
  if (typeof date !== 'string' || date === '') return '';
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? '' : formatInMadrid(instant, 'd/MM/yy - HH:mm');
}
