import { checkNumber } from '../check-number';
import { asArray, asFlag, asRecord, asText, path, toNumber } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
import { quantityCap } from '../stock';
import { EDITABLE_ORDER_STATES, OUT_OF_CATALOGUE_VAT_RATE } from './constants';
import { commerceMessages } from './messages';

const { form } = commerceMessages;

/** An Edit order line (§3), normalised; `last_units` and `stock` say whether its quantity is capped. */
export interface EditOrderLine {
  id_producto: string;
  nombre: string;
  cantidad: number;
  base_imponible?: number;
  tipo_iva?: number;
  old_price?: number;
  new_price?: number;
  old_taxes?: number;
  new_taxes?: number;
  isNew: boolean;
  outCatalog: boolean;
  currency?: string;
  last_units?: boolean;
  stock?: number;
}

/** Body of POST /orders/{id}/@update-products (§7). */
export interface OrderEditPayload {
  product_lines: EditOrderLine[];
  change_price: boolean;
  forced: boolean;
}

const NUMBER_FIELDS = [
  'base_imponible',
  'tipo_iva',
  'old_price',
  'new_price',
  'old_taxes',
  'new_taxes',
  'stock',
] as const;

/**
 * One line of Edit order (§5): quantity (cantidad) a whole number of at least 0, capped at the stock
 * when the product has last units (`last_units` true and a stock other than -1 or 9999); out-of-catalogue
 * lines take VAT rate 0.21. Over-stock quantities are capped, not refused (the form's maximum).
 */
export const validateEditOrderLine = (input: unknown): Result<EditOrderLine> => readEditOrderLine(input, '');

function readEditOrderLine(input: unknown, at: string): Result<EditOrderLine> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const id_producto = asText(record.id_producto);
  if (id_producto === '') issues.push({ path: path(at, 'id_producto'), message: form.required('product') });
  const quantity = checkNumber(record.cantidad, { label: 'quantity', min: 0, whole: true });
  if (!quantity.ok) issues.push({ path: path(at, 'cantidad'), message: quantity.message });
  if (issues.length > 0 || !quantity.ok) return fail(...issues);
  let cantidad = quantity.value;

  const line: EditOrderLine = {
    id_producto,
    nombre: asText(record.nombre),
    cantidad,
    isNew: asFlag(record.isNew),
    outCatalog: asFlag(record.outCatalog),
  };
  for (const field of NUMBER_FIELDS) {
    const value = toNumber(record[field]);
    if (value !== undefined) line[field] = value;
  }
  const currency = asText(record.currency);
  if (currency !== '') line.currency = currency;
  if (record.last_units !== undefined) line.last_units = asFlag(record.last_units);
  const cap = quantityCap({ lastUnits: line.last_units, stock: line.stock });
  if (cap !== undefined && cantidad > cap) cantidad = cap;
  line.cantidad = cantidad;
  if (line.outCatalog) line.tipo_iva = OUT_OF_CATALOGUE_VAT_RATE;
  return ok(line);
}

/**
 * The save payload of Edit order: every line validated (issues under `product_lines.{i}`), lines whose
 * quantity is 0 dropped, out-of-catalogue lines at VAT 0.21. `change_price` and `forced` default to false.
 */
export function prepareOrderEdit(
  lines: unknown,
  options: { change_price?: boolean; forced?: boolean } = {},
): Result<OrderEditPayload> {
  const issues: Issue[] = [];
  const product_lines: EditOrderLine[] = [];
  asArray(lines).forEach((input, index) => {
    const result = readEditOrderLine(input, path('product_lines', index));
    if (!result.ok) issues.push(...result.issues);
    else if (result.value.cantidad > 0) product_lines.push(result.value);
  });
  if (issues.length > 0) return fail(...issues);
  return ok({ product_lines, change_price: options.change_price === true, forced: options.forced === true });
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * A unit price with taxes split as Edit order shows it (§3): base_imponible (without taxes) and the taxes of one
 * unit, each rounded to cents; the taxes are what is left of the price, so base + taxes is the price.
 */
export function unitPriceParts(price: number, vatRate: number): { base_imponible: number; taxes: number } {
  const base_imponible = cents(price / (1 + vatRate));
  return { base_imponible, taxes: cents(price - base_imponible) };
}

/** An order's precio_total: the sum of its lines' quantity × unit price with taxes, rounded to cents. */
export const orderLinesTotal = (lines: readonly { cantidad: number; precio: number }[]): number =>
  cents(lines.reduce((sum, line) => sum + line.cantidad * line.precio, 0));

/** Whether Edit order may change an order in state `id_estado_pd` (pending payment, paid, in preparation). */
export const isOrderEditable = (id_estado_pd: number): boolean =>
  (EDITABLE_ORDER_STATES as readonly number[]).includes(id_estado_pd);
