import type { Issue, Result } from '@cellar/validation';
import { NEW_OFFER_DEFAULTS, type Offer, validateOffer } from '@cellar/validation/commerce';
import { type CsvColumns, FAILED_ROWS_COLUMNS } from '../../bulk/csv-rows';
import { cellFormatIssues, mergeIssues, readFlag } from './row-checks';

/**
 * The columns of `cellar offers create` (commerce-operations §3, the add-offer drawer): the offer's fields by name.
 * descuento_oferta and descuento_especial are percent 0 to 100, as the drawer takes them.
 */
export const OFFER_COLUMNS: CsvColumns = {
  required: ['id_tipo', 'id_producto', 'fecha_desde', 'fecha_hasta'],
  optional: [
    'descuento_oferta',
    'uni_compra',
    'uni_promo',
    'cantidad_precio_especial',
    'descuento_especial',
    'caducable',
  ],
  ignored: FAILED_ROWS_COLUMNS,
};

/** The number cells each type reads (the drawer shows only these), with the labels of the rule's messages. */
const NUMBER_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  o: { descuento_oferta: 'discount' },
  p: { uni_compra: 'purchase units', uni_promo: 'promotion units' },
  e: { cantidad_precio_especial: 'quantity', descuento_especial: 'special discount' },
};
const DATE_FIELDS = { fecha_desde: 'start date', fecha_hasta: 'end date' } as const;
const DATE_PATHS = Object.keys(DATE_FIELDS);

/**
 * One CSV row as the add-offer drawer would send it, checked by `validateOffer` (percent discounts): dates as
 * `yyyy-MM-dd` (00:00:00 to 23:59:59 Madrid, the new-offer default times) or `yyyy-MM-dd HH:mm:ss` (Madrid);
 * caducable empty is the default (not expirable). Cells of another type's fields are ignored, as the drawer
 * hides them.
 */
export function checkOfferRow(
  cells: Record<string, string>,
  options: { now?: Date | number } = {},
): Result<Offer> {
  const type = (cells.id_tipo ?? '').trim();
  const numbers = NUMBER_FIELDS[type] ?? {};
  const format: Issue[] = cellFormatIssues(cells, numbers, DATE_FIELDS);
  const caducable = readFlag(
    cells.caducable,
    NEW_OFFER_DEFAULTS.caducable,
    'caducable',
    'expirable flag',
    format,
  );
  const input: Record<string, unknown> = {
    id_tipo: type,
    id_producto: cells.id_producto ?? '',
    fecha_desde: cells.fecha_desde ?? '',
    fecha_hasta: cells.fecha_hasta ?? '',
    caducable,
  };
  for (const field of Object.keys(numbers)) input[field] = cells[field] ?? '';
  const checked = validateOffer(input, { now: options.now });
  if (format.length === 0) return checked;
  return { ok: false, issues: mergeIssues(format, checked.ok ? [] : checked.issues, DATE_PATHS) };
}
