import { asRecord, asText } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
import type { PaymentGateway } from './constants';

/**
 * Column mapping and shipping-cost rules of the invoice imports (§3 "Invoice import"). The spec names the data
 * lines (cod_order, cost) only; the wording and the cost rule are ours (docs/decisions.md, "Invoice imports").
 */
export const invoiceColumnMessages = {
  missingColumn: (column: string) => `The file has no column "${column}"`,
  badNumber: (line: number, value: string) => `Line ${line}: the cost "${value}" is not a number`,
  emptyOrder: (line: number) => `Line ${line}: the order code is empty`,
  columnCount: (line: number, expected: number, found: number) =>
    `Line ${line}: ${found} columns where the header has ${expected}`,
  unknownOrder: (line: number, code: string) => `Line ${line}: no order ${code}`,
  alreadyImported: (company: string, code: string) =>
    `The invoice ${code} of ${company} was already imported`,
} as const;

/** Which columns of the file hold the order code and the cost: remembered per company. */
export interface InvoiceTemplate {
  cod_order: string;
  cost: string;
}

/** One invoice line read from the file, with its line in the file (the header is line 1). */
export interface InvoiceFileLine {
  line: number;
  cod_order: string;
  cost: number;
}

/** A line that cannot be read, by its line in the file. */
export interface LineIssue {
  line: number;
  message: string;
}

/** The template's two columns, both required and both among the file's header. */
export function validateInvoiceTemplate(input: unknown, columns: readonly string[]): Result<InvoiceTemplate> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const read = (key: keyof InvoiceTemplate, label: string): string => {
    const column = asText(record[key]);
    if (column === '') issues.push({ path: key, message: `Please choose the ${label} column` });
    else if (!columns.includes(column))
      issues.push({ path: key, message: invoiceColumnMessages.missingColumn(column) });
    return column;
  };
  const cod_order = read('cod_order', 'order code');
  const cost = read('cost', 'cost');
  if (issues.length > 0) return fail(...issues);
  return ok({ cod_order, cost });
}

const AMOUNT = /^-?\d+(?:[.,]\d+)?$/;

/** An invoice amount as files write it: `12.5` or the Spanish `12,5`; thousands separators are refused. */
export function parseInvoiceAmount(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s*€$/, '');
  return AMOUNT.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

/**
 * Reads one row by the template's column indexes: the line, or the issue of that line (empty order code, a
 * cost that is not a number). Pure and cheap: the upload runs it once per row.
 */
export function readInvoiceRow(
  line: number,
  cells: readonly string[],
  indexes: { cod_order: number; cost: number },
): { line: InvoiceFileLine } | { issue: LineIssue } {
  const cod_order = (cells[indexes.cod_order] ?? '').trim();
  if (cod_order === '') return { issue: { line, message: invoiceColumnMessages.emptyOrder(line) } };
  const text = cells[indexes.cost] ?? '';
  const cost = parseInvoiceAmount(text);
  if (cost === undefined) return { issue: { line, message: invoiceColumnMessages.badNumber(line, text) } };
  return { line: { line, cod_order, cost } };
}

/**
 * What shipping an order should cost, our rule: a base by destination country plus a cost per bottle
 * (both in EUR). The carriers' invoices are checked against it (cost_calculate).
 */
export const SHIPPING_COST_RULE = {
  base: { es: 4.5, pt: 6, fr: 7.5, it: 7.5, de: 8, gb: 12, uk: 12 } as Readonly<Record<string, number>>,
  otherBase: 10,
  perBottle: 0.35,
} as const;

export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

export function expectedShippingCost(country: string, bottles: number): number {
  const base = SHIPPING_COST_RULE.base[country.toLowerCase()] ?? SHIPPING_COST_RULE.otherBase;
  return roundCents(base + SHIPPING_COST_RULE.perBottle * Math.max(0, bottles));
}

/**
 * What a payment gateway should charge for one order (ours; the spec names no rate): a share of the order's
 * total plus a fixed amount per order. pyco's fixed amount is the invoice's fixed commission field, which is why
 * only pyco has that field (§9); the others' are their published per-transaction fees.
 */
export const GATEWAY_COMMISSION_RULE = {
  pyco: { percent: 1.4, fixed: 'invoice' },
  cxbn: { percent: 0.9, fixed: 0.1 },
  strp: { percent: 1.5, fixed: 0.25 },
  payp: { percent: 2.9, fixed: 0.35 },
  adyn: { percent: 0.6, fixed: 0.11 },
} as const satisfies Record<PaymentGateway, { percent: number; fixed: number | 'invoice' }>;

const isGateway = (company: string): company is PaymentGateway => company in GATEWAY_COMMISSION_RULE;

/** The commission expected for an order of `orderTotal`; `invoiceFixed` is the invoice's fixed commission. */
export function expectedGatewayCommission(
  gateway: PaymentGateway,
  orderTotal: number,
  invoiceFixed: number,
): number {
  const rule = GATEWAY_COMMISSION_RULE[gateway];
  const fixed = rule.fixed === 'invoice' ? invoiceFixed : rule.fixed;
  return roundCents((Math.max(0, orderTotal) * rule.percent) / 100 + fixed);
}

/**
 * The calculated cost of one invoice line of a known order: the shipping rule for a carrier's invoice, the
 * commission rule for a payment gateway's collection (commissions v1 shares the shipping flow).
 */
export function expectedInvoiceCost(
  company: string,
  order: { country: string; bottles: number; total: number },
  invoiceFixed: number,
): number {
  return isGateway(company)
    ? expectedGatewayCommission(company, order.total, invoiceFixed)
    : expectedShippingCost(order.country, order.bottles);
}
