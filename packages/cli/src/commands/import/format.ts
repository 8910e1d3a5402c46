import type {
  CommissionsCollectionExtra,
  CommissionsCollectionOrder,
  EurotaxGrouping,
  InvoiceCostPreview,
  WarehouseCost,
} from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { roundCents } from '@cellar/validation/commerce';
import { type Column, formatTable } from '../../ui/text-table';

/** Amounts as the screens show them: EUR, es-ES. */
export const money = (amount: number): string => formatMoney(amount, 'EUR');

/** A plain text table (`formatTable`), indented: a header row, then rows; columns of amounts or counts right-aligned. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  indent = '  ',
): string[] {
  const columns = header.map(
    (title, index): Column<readonly string[]> => ({
      header: title,
      value: (row) => row[index] ?? '',
      align:
        rows.length > 0 && rows.every((row) => /^[-\d.,\s€]+$/.test(row[index] ?? '')) ? 'right' : 'left',
    }),
  );
  return formatTable(columns, rows)
    .split('\n')
    .map((line) => `${indent}${line}`.trimEnd());
}

/** Label/value pairs, the labels padded to one width. */
export function pairs(entries: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...entries.map(([label]) => label.length));
  return entries.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
}

/** A line issue as the screens list it: the message carries its line ('Line 4: ...'). */
export const issueLines = (title: string, issues: readonly { line: number; message: string }[]): string[] =>
  issues.length === 0 ? [] : [`${title}:`, ...issues.map((issue) => `  ${issue.message}`)];

/** The shipping (and commissions v1) preview: the §3 results, the cost per country, the orders not found. */
export function formatInvoicePreview(preview: InvoiceCostPreview): string[] {
  return [
    ...pairs([
      ['Lines in the file', String(preview.lines_file)],
      ['Cost with referer', money(preview.total_cost_with_referer)],
      ['Cost without referer', money(preview.total_cost_without_referer)],
      ['Calculated cost', money(preview.cost_calculate)],
    ]),
    'Cost per country:',
    ...table(
      ['Country', 'Lines', 'Cost', 'Calculated cost'],
      preview.countries.map((country) => [
        country.id_pais,
        String(country.lines),
        money(country.cost),
        money(country.cost_calculate),
      ]),
    ),
    ...issueLines('Orders not found (without referer)', preview.unknown_orders),
    ...(preview.already_imported ? [`This invoice was already imported for ${preview.id_company}.`] : []),
  ];
}

export interface CommissionsSplit {
  comision_pedido: readonly CommissionsCollectionOrder[];
  comision_extra: readonly CommissionsCollectionExtra[];
}

// Rounded as the backend rounds a collection's totals, so the preview shows what the confirm stores.
const sum = (amounts: readonly number[]) => roundCents(amounts.reduce((a, b) => a + b, 0));

/** Totals of a v2 split: order and extra commissions, their counts and sums. */
export function splitTotals(split: CommissionsSplit) {
  return {
    pedidos: split.comision_pedido.length,
    total_pedidos: sum(split.comision_pedido.map((order) => order.comision)),
    extras: split.comision_extra.length,
    total_extra: sum(split.comision_extra.map((extra) => extra.comision)),
  };
}

/** The v2 preview: the commissions of our orders and the extra ones, as the screen's two tables. */
export function formatCommissionsSplit(split: CommissionsSplit): string[] {
  const totals = splitTotals(split);
  return [
    `Order commissions: ${totals.pedidos}, ${money(totals.total_pedidos)}`,
    ...table(
      ['Line', 'Order', 'Commission'],
      split.comision_pedido.map((order) => [String(order.line), order.cod_pedido, money(order.comision)]),
    ),
    `Extra commissions: ${totals.extras}, ${money(totals.total_extra)}`,
    ...table(
      ['Line', 'Concept', 'Commission'],
      split.comision_extra.map((extra) => [String(extra.line), extra.concepto, money(extra.comision)]),
    ),
  ];
}

/** The Eurotax grouping of a range: one row per destination country and the total VAT computed. */
export function formatEurotaxGrouping(grouping: EurotaxGrouping): string[] {
  return [
    `Range ${grouping.fecha_desde} to ${grouping.fecha_hasta}`,
    ...table(
      ['Country', 'Orders', 'Total orders', 'Calculated VAT'],
      grouping.data_filtered.map((country) => [
        country.id_pais,
        String(country.numero_pedidos),
        money(country.total_pedidos),
        money(country.coste_calculado),
      ]),
    ),
    ...pairs([['Total amount', money(grouping.total_amount)]]),
  ];
}

/** A registered warehouse cost, with what the server counted for its month. */
export function formatWarehouseCost(cost: WarehouseCost): string[] {
  return pairs([
    ['Month', cost.mes],
    ['Invoice date', cost.fecha_factura],
    ['Orders', String(cost.numero_pedidos)],
    ['Bottles', String(cost.numero_botellas)],
    ['Cost per bottle', `${cost.coste_botella.toFixed(4)} €`],
    ['Total cost', money(cost.coste_total)],
    ['Calculated total', money(cost.coste_total_calculado)],
  ]);
}
