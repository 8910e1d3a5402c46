import { folderPath, parseInstant, parseObjectPath } from '@cellar/validation';
import { commerceMessages } from '@cellar/validation/commerce';
import { UsageError } from '../../errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `--date`: a calendar day, as the Offers screen's date filter and the backend's search take it. */
export function parseDayFlag(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const day = value.trim();
  if (!DAY.test(day) || !parseInstant(day)) {
    throw new UsageError(`${commerceMessages.invoiceImport.incorrectDates}: --date ${value}`, {
      nextStep: 'Give the day as YYYY-MM-DD, e.g. --date 2026-01-15.',
    });
  }
  return day;
}

/** `--path`: an object path as the AuditLog tab's `?path=` takes it, in its `/a/b/` form ('/' the whole site). */
export function parsePathFlag(value: string): string {
  const segments = parseObjectPath(value);
  if (segments === undefined) {
    throw new UsageError(`Invalid path: ${value}`, {
      nextStep: 'Give an object path such as /bodegas/vega-sicilia/ (or / for every object).',
    });
  }
  return folderPath(segments);
}

/** A whole number between min and max, for a flag. */
export function parseWholeFlag(flag: string, value: string, min: number, max: number): number {
  const number = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}: ${value}`);
  }
  return number;
}
