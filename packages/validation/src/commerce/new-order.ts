import { asArray, asFlag, asRecord, asText, characterCount, path, toNumber } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
import {
  type AddressColumn,
  COUNTRY_CODE_LENGTH,
  DISCOUNT_PERCENT,
  MANDATORY_ADDRESS_COLUMNS,
  NEW_ORDER_DISCOUNT_TYPES,
  OPTIONAL_ADDRESS_COLUMNS,
  PRESENT_MESSAGE_MAX_LENGTH,
} from './constants';
import { commerceMessages } from './messages';
import { toCents } from './tax-service';

const { newOrder: messages, form } = commerceMessages;

/** A product line of a new order; `price` is the unit price after the percentage discount. */
export interface NewOrderLine {
  id_producto: string;
  quantity: number;
  price: number;
}

/** A shipping address row of the New order CSV: the mandatory columns, and the optional ones ('' if absent). */
export type AddressRow = Record<AddressColumn, string>;

export interface NewOrder {
  products: NewOrderLine[];
  addresses: AddressRow[];
  tipo_descuento: string;
  /** Order discount, 0 to 100 (0 when not given). */
  descuento: number;
  gift_paper: boolean;
  present_message: string;
  observaciones: string;
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Quantity (whole, at least 1) and price (at least 0) of a line, with issues under `at`. */
function readLine(record: Record<string, unknown>, at: string, issues: Issue[]) {
  const id_producto = asText(record.id_producto);
  const quantity = toNumber(record.quantity);
  const price = toNumber(record.price);
  if (id_producto === '') issues.push({ path: path(at, 'id_producto'), message: messages.fillAllFields });
  if (quantity === undefined) issues.push({ path: path(at, 'quantity'), message: messages.fillAllFields });
  else if (!Number.isInteger(quantity))
    issues.push({ path: path(at, 'quantity'), message: form.wholeNumber('quantity') });
  else if (quantity < 1) issues.push({ path: path(at, 'quantity'), message: form.atLeast('quantity', 1) });
  if (price === undefined) issues.push({ path: path(at, 'price'), message: messages.fillAllFields });
  else if (price < 0) issues.push({ path: path(at, 'price'), message: form.atLeast('price', 0) });
  return { id_producto, quantity: quantity ?? 0, price: price ?? 0 };
}

/** Reads an optional percent (0 to 100): blank is 0. */
function readPercent(value: unknown, at: string, label: string, issues: Issue[]): number {
  if (isBlank(value)) return 0;
  const percent = toNumber(value);
  if (percent === undefined || percent < DISCOUNT_PERCENT.min || percent > DISCOUNT_PERCENT.max) {
    issues.push({ path: at, message: form.between(label, DISCOUNT_PERCENT.min, DISCOUNT_PERCENT.max) });
    return 0;
  }
  return percent;
}

/**
 * Adding a product line to a new order (§5): id_producto, quantity and price are needed
 * ('You should fill all fields'); quantity is a whole number of at least 1, price at least 0, and the
 * optional discount (blank is 0) 0 to 100 percent. The value's price is the price after the discount,
 * rounded to cents.
 */
export function validateNewOrderLine(input: unknown): Result<NewOrderLine> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const line = readLine(record, '', issues);
  const discount = readPercent(record.discount, 'discount', 'discount', issues);
  if (issues.length > 0) return fail(...issues);
  return ok({ ...line, price: toCents((line.price * (100 - discount)) / 100) });
}

const columnName = (column: unknown): string => asText(column).toLowerCase();

/** The mandatory address columns (§3) missing from a CSV header, in the spec's order. */
export function missingAddressColumns(columns: readonly unknown[]): AddressColumn[] {
  const present = new Set(columns.map(columnName));
  return MANDATORY_ADDRESS_COLUMNS.filter((column) => !present.has(column));
}

/**
 * The New order CSV header must hold every mandatory address column (§3, §5); names are compared trimmed
 * and in lower case. The message lists the missing ones joined with ', '.
 */
export function validateAddressColumns(columns: unknown): Result<string[]> {
  const header = asArray(columns).map(columnName);
  const missing = missingAddressColumns(header);
  if (missing.length > 0) return fail({ path: '', message: messages.missingAddressColumns(missing) });
  return ok(header);
}

const ADDRESS_COLUMNS: readonly AddressColumn[] = [...MANDATORY_ADDRESS_COLUMNS, ...OPTIONAL_ADDRESS_COLUMNS];

/** A CSV row's cells by column name; an undefined or null cell counts as a missing column. */
const readAddress = (row: unknown): Map<string, string> => {
  const cells = new Map<string, string>();
  for (const [key, value] of Object.entries(asRecord(row)))
    if (value !== undefined && value !== null) cells.set(columnName(key), asText(value));
  return cells;
};

/**
 * A new order of a multi-order invoice (§3, §5): at least one product ('You forgot to add products'),
 * each a valid line; at least one address ('You forgot to add addresses'), every row holding all
 * mandatory columns; order discount 0 to 100; present message at most 500 characters.
 * Address rows keep only the columns of §3.
 */
export function validateNewOrder(input: unknown): Result<NewOrder> {
  const record = asRecord(input);
  const issues: Issue[] = [];

  const productInputs = asArray(record.products);
  if (productInputs.length === 0) issues.push({ path: 'products', message: messages.noProducts });
  const products = productInputs.map((line, index) =>
    readLine(asRecord(line), path('products', index), issues),
  );

  const rows = asArray(record.addresses).map(readAddress);
  if (rows.length === 0) issues.push({ path: 'addresses', message: messages.noAddresses });
  const missing = MANDATORY_ADDRESS_COLUMNS.filter((column) => rows.some((row) => !row.has(column)));
  if (missing.length > 0)
    issues.push({ path: 'addresses', message: messages.missingAddressColumns(missing) });
  const addresses = rows.map(
    (row) =>
      Object.fromEntries(ADDRESS_COLUMNS.map((column) => [column, row.get(column) ?? ''])) as AddressRow,
  );

  const tipo_descuento = asText(record.tipo_descuento);
  if (!(NEW_ORDER_DISCOUNT_TYPES as readonly string[]).includes(tipo_descuento))
    issues.push({
      path: 'tipo_descuento',
      message: form.unknownValue('discount type', NEW_ORDER_DISCOUNT_TYPES.filter(Boolean)),
    });
  const descuento = readPercent(record.descuento, 'descuento', 'discount', issues);
  const present_message = asText(record.present_message);
  if (characterCount(present_message) > PRESENT_MESSAGE_MAX_LENGTH)
    issues.push({
      path: 'present_message',
      message: form.maxLength('present message', PRESENT_MESSAGE_MAX_LENGTH),
    });

  if (issues.length > 0) return fail(...issues);
  return ok({
    products,
    addresses,
    tipo_descuento,
    descuento,
    gift_paper: asFlag(record.gift_paper),
    present_message,
    observaciones: asText(record.observaciones),
  });
}

/**
 * One shipping address row of the New order CSV (§3): every mandatory cell filled ('Please input the {column}'),
 * and the country code (id_pais) at most 2 characters ('The country code is only 2 characters long', the
 * billing address's rule of §5). Cells are trimmed; the value keeps only the columns of §3, optional ones '' when
 * absent. Issues are under the column's name.
 */
export function validateShippingAddress(input: unknown): Result<AddressRow> {
  const cells = readAddress(input);
  const issues: Issue[] = [];
  const value = Object.fromEntries(
    ADDRESS_COLUMNS.map((column) => [column, (cells.get(column) ?? '').trim()]),
  ) as AddressRow;
  for (const column of MANDATORY_ADDRESS_COLUMNS)
    if (value[column] === '') issues.push({ path: column, message: form.required(column) });
  if (characterCount(value.id_pais) > COUNTRY_CODE_LENGTH)
    issues.push({ path: 'id_pais', message: commerceMessages.multiOrderInvoice.countryCodeLength });
  if (issues.length > 0) return fail(...issues);
  return ok(value);
}
