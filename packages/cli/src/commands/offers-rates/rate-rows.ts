import { formMessages, type Issue, type Result } from '@cellar/validation';
import { DELIVERY_COUNTRIES } from '@cellar/validation/catalogue';
import {
  type FreeShippingRate,
  forcesZeroMinimums,
  validateFreeShippingRate,
} from '@cellar/validation/commerce';
import { type CsvColumns, FAILED_ROWS_COLUMNS } from '../../bulk/csv-rows';
import { cellFormatIssues, mergeIssues } from './row-checks';

/**
 * The columns of `cellar shipping-rates create` (commerce-operations §3, the add drawer): the rate's fields by
 * name. `pais` holds one country or several separated by spaces (the drawer's several countries: one rate each).
 */
export const RATE_COLUMNS: CsvColumns = {
  required: ['pais', 'tarifa', 'desde', 'hasta'],
  optional: ['cart_amount', 'min_precio_uni'],
  ignored: FAILED_ROWS_COLUMNS,
};

const MINIMUMS = { cart_amount: 'minimum cart sum', min_precio_uni: 'minimum unit price' } as const;
const DATE_FIELDS = { desde: 'start date', hasta: 'end date' } as const;
const DATE_PATHS = Object.keys(DATE_FIELDS);

/** Ours, the CLI's only: a dtp row with a minimum other than 0 (the drawer forces both to 0 and locks them). */
export const DTP_MINIMUMS_MESSAGE = 'The dtp tariff has no minimums: both must be 0 or empty';

/** The countries of a `pais` cell: separated by spaces, commas, semicolons or bars; trimmed and lower-case. */
export const splitCountries = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,;|]+/)
    .map((country) => country.trim().toLowerCase())
    .filter((country) => country !== '');

/**
 * One CSV row as the add drawer would send it, checked by `validateFreeShippingRate`: countries among the
 * drawer's (the delivery countries), dates as `yyyy-MM-dd` (00:00:00 to 23:59:59 Madrid) or with a time, the
 * minimums money ('.' decimals, at most 2); with the dtp tariff both minimums are 0 (empty or 0 in the file).
 */
export function checkRateRow(
  cells: Record<string, string>,
  options: { now?: Date | number } = {},
): Result<FreeShippingRate> {
  const dtp = forcesZeroMinimums(cells.tarifa);
  const format: Issue[] = cellFormatIssues(cells, dtp ? {} : MINIMUMS, DATE_FIELDS);
  const pais = splitCountries(cells.pais);
  for (const country of pais)
    if (!(DELIVERY_COUNTRIES as readonly string[]).includes(country))
      format.push({
        path: 'pais',
        message: formMessages.unknownValue(`country ${country}`, DELIVERY_COUNTRIES),
      });
  if (dtp) {
    const given = Object.keys(MINIMUMS).map((field) => (cells[field] ?? '').trim());
    if (given.some((text) => text !== '' && Number(text) !== 0))
      format.push({ path: 'cart_amount', message: DTP_MINIMUMS_MESSAGE });
  }
  const input = {
    pais,
    tarifa: cells.tarifa ?? '',
    desde: cells.desde ?? '',
    hasta: cells.hasta ?? '',
    cart_amount: cells.cart_amount ?? '',
    min_precio_uni: cells.min_precio_uni ?? '',
  };
  const checked = validateFreeShippingRate(input, { now: options.now });
  if (format.length === 0) return checked;
  return { ok: false, issues: mergeIssues(format, checked.ok ? [] : checked.issues, DATE_PATHS) };
}
