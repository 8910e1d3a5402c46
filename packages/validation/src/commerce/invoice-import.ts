import { asArray, asRecord, asText, path, toNumber } from '../fields';
import { madridDay } from '../madrid-time';
import { parseInstant } from '../parse-instant';
import { fail, type Issue, ok, type Result } from '../result';
import {
  FIXED_COMMISSION_GATEWAY,
  PAYMENT_GATEWAYS,
  SHIPPING_COMPANIES,
  UPLOAD_TYPES,
  type UploadKind,
} from './constants';
import { commerceMessages } from './messages';

const { invoiceImport: messages, form } = commerceMessages;

/** Shipping invoices come from shipping companies; commission collections from payment gateways. */
export type InvoiceImportKind = 'shipping' | 'commissions';

const COMPANIES: Readonly<Record<InvoiceImportKind, readonly string[]>> = {
  shipping: SHIPPING_COMPANIES,
  commissions: PAYMENT_GATEWAYS,
};

/** The fixed commission field exists only for the pyco gateway (§9). */
export const hasFixedCommission = (company: unknown): boolean => company === FIXED_COMMISSION_GATEWAY;

export interface InvoiceCostLine {
  cod_order: string;
  cost: number;
}

/** Body of POST /orders/@invoice-cost (§7); `comision_fija` is 0 for every company but pyco. */
export interface InvoiceImport {
  id_company: string;
  codigo_factura: string;
  fecha_factura: string;
  comision_fija: number;
  data: InvoiceCostLine[];
}

/** A day field: missing is 'Please input the {label}', a value that is no date (2026-13-45) 'Incorrect dates'. */
const readDay = (value: unknown, at: string, label: string, issues: Issue[]): string => {
  const date = parseInstant(value);
  if (date === undefined) {
    const missing =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    issues.push({ path: at, message: missing ? form.required(label) : messages.incorrectDates });
    return '';
  }
  return madridDay(date);
};

const readAmount = (value: unknown, at: string, label: string, issues: Issue[], min?: number): number => {
  const amount = toNumber(value);
  if (amount === undefined) issues.push({ path: at, message: form.required(label) });
  else if (min !== undefined && amount < min) issues.push({ path: at, message: form.atLeast(label, min) });
  return amount ?? 0;
};

/**
 * Shipping-invoice and commission-collection imports (§5): every field is required (company, invoice code,
 * invoice date, the fixed commission for pyco only, and the data lines with cod_order and cost). The
 * company must be one of the kind's list. Dates become Madrid days, `yyyy-MM-dd`.
 */
export function validateInvoiceImport(
  input: unknown,
  options: { kind?: InvoiceImportKind } = {},
): Result<InvoiceImport> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const id_company = asText(record.id_company ?? record.company);
  const companies = options.kind ? COMPANIES[options.kind] : [...SHIPPING_COMPANIES, ...PAYMENT_GATEWAYS];
  if (id_company === '') issues.push({ path: 'id_company', message: form.required('company') });
  else if (!companies.includes(id_company))
    issues.push({ path: 'id_company', message: form.unknownValue('company', companies) });
  const codigo_factura = asText(record.codigo_factura);
  if (codigo_factura === '') issues.push({ path: 'codigo_factura', message: form.required('invoice code') });
  const fecha_factura = readDay(record.fecha_factura, 'fecha_factura', 'invoice date', issues);
  const comision_fija = hasFixedCommission(id_company)
    ? readAmount(record.comision_fija, 'comision_fija', 'fixed commission', issues, 0)
    : 0;
  const lines = asArray(record.data);
  if (lines.length === 0) issues.push({ path: 'data', message: form.required('data') });
  const data = lines.map((line, index) => {
    const fields = asRecord(line);
    const cod_order = asText(fields.cod_order);
    if (cod_order === '')
      issues.push({ path: path('data', index, 'cod_order'), message: form.required('order code') });
    return { cod_order, cost: readAmount(fields.cost, path('data', index, 'cost'), 'cost', issues) };
  });
  if (issues.length > 0) return fail(...issues);
  return ok({ id_company, codigo_factura, fecha_factura, comision_fija, data });
}

/**
 * An invoice upload must be a csv or an xlsx file ('Please input a csv or xlsx file'): by extension, and by
 * mime type when one is given (text/csv for csv, the openxml spreadsheet for xlsx). Accepts a file-like
 * `{name, type}` or a bare file name. The value is the kind, for POST /orders/@upload_invoice/{kind}.
 */
export function validateUploadFile(file: unknown): Result<{ kind: UploadKind }> {
  const fields = typeof file === 'string' ? { name: file } : asRecord(file);
  const name = asText(fields.name).toLowerCase();
  const type = asText(fields.type).toLowerCase();
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  const kind = Object.keys(UPLOAD_TYPES).find((candidate) => candidate === extension) as
    | UploadKind
    | undefined;
  if (kind === undefined || (type !== '' && type !== UPLOAD_TYPES[kind]))
    return fail({ path: 'file', message: messages.csvOrXlsx });
  return ok({ kind });
}

/** Body of POST /orders/@import_invoice_eurotax (§7): amounts per country id. */
export interface TaxServiceInvoice {
  invoice_number: string;
  invoice_date: string;
  amount_countries: Record<string, number>;
}

/**
 * Tax-service invoice (§5): invoice code and date are required, and each country amount is required
 * (the countries of `options.countries`, else those of `amount_countries`; at least one).
 */
export function validateTaxServiceInvoice(
  input: unknown,
  options: { countries?: readonly string[] } = {},
): Result<TaxServiceInvoice> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const invoice_number = asText(record.invoice_number);
  if (invoice_number === '') issues.push({ path: 'invoice_number', message: form.required('invoice code') });
  const invoice_date = readDay(record.invoice_date, 'invoice_date', 'invoice date', issues);
  const amounts = asRecord(record.amount_countries);
  const countries = options.countries ?? Object.keys(amounts);
  if (countries.length === 0)
    issues.push({ path: 'amount_countries', message: form.required('country amounts') });
  const amount_countries: Record<string, number> = Object.fromEntries(
    countries.map((country) => [
      country,
      readAmount(amounts[country], path('amount_countries', country), `amount for ${country}`, issues),
    ]),
  );
  if (issues.length > 0) return fail(...issues);
  return ok({ invoice_number, invoice_date, amount_countries });
}

/** Body of POST /orders/@import-worker-cost-order (§7). */
export interface WarehouseCost {
  date: string;
  cost: number;
}

/** Warehouse cost (§5): the cost (at least 0) and the date are required. */
export function validateWarehouseCost(input: unknown): Result<WarehouseCost> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const cost = readAmount(record.cost, 'cost', 'cost', issues, 0);
  const date = readDay(record.date, 'date', 'date', issues);
  if (issues.length > 0) return fail(...issues);
  return ok({ date, cost });
}

/**
 * A date filter (fecha_desde, fecha_hasta) of the invoice imports: both must be dates and the start must
 * not be after the end (Madrid days), else 'Incorrect dates'. The value holds the Madrid days.
 */
export function validateDateFilter(input: unknown): Result<{ fecha_desde: string; fecha_hasta: string }> {
  const record = asRecord(input);
  const from = parseInstant(record.fecha_desde);
  const to = parseInstant(record.fecha_hasta);
  if (from === undefined || to === undefined || madridDay(from) > madridDay(to))
    return fail({ path: '', message: messages.incorrectDates });
  return ok({ fecha_desde: madridDay(from), fecha_hasta: madridDay(to) });
}
