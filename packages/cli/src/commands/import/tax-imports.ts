import type { EurotaxGrouping, WarehouseCostRecalculation } from '@cellar/sdk';
import { isHttpError } from '@cellar/sdk';
import {
  commerceMessages,
  validateDateFilter,
  validateTaxServiceInvoice,
  validateWarehouseCost,
} from '@cellar/validation/commerce';
import type { CommandContext } from '../../command-context';
import { fromSdkError, UsageError, UserError } from '../../errors';
import { sessionClient } from '../session-client';
import { confirmAndSend } from './confirm-and-send';
import { formatEurotaxGrouping, formatWarehouseCost, money, pairs } from './format';
import type { ImportPrompts } from './import-prompts';
import { type ConfirmOptions, checkCanConfirm, flagIssues, printLines, processingFailure } from './shared';

const { invoiceImport, success, orders, taxService } = commerceMessages;

/**
 * `--amount de=120.5` (repeatable, or comma-separated): an amount per destination country. The amounts are
 * read by the screen's rule later; here only the pairs.
 */
export function parseAmounts(values: readonly string[]): Record<string, string> {
  const amounts: Record<string, string> = {};
  for (const pair of values.flatMap((value) => value.split(','))) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const country = pair.slice(0, Math.max(at, 0)).trim().toLowerCase();
    if (at < 0 || country === '') {
      throw new UsageError(`--amount: cannot read "${pair.trim()}".`, {
        nextStep: 'Write --amount <country>=<amount>, e.g. --amount de=120.50 --amount fr=90.',
      });
    }
    amounts[country] = pair.slice(at + 1).trim();
  }
  return amounts;
}

export interface EurotaxOptions extends ConfirmOptions {
  from?: string;
  to?: string;
  invoice?: string;
  date?: string;
  amount?: string[];
}

const EUROTAX_FLAGS = { invoice_number: '--invoice', invoice_date: '--date', amount_countries: '--amount' };

/**
 * `cellar import eurotax`: the range's distance sales per destination country (the preview), then the invoice with
 * an amount for each of those countries. 'Incorrect dates' for a bad range, 'Datos registrados correctamente!'.
 */
export async function importEurotax(
  ctx: CommandContext,
  prompts: ImportPrompts | undefined,
  options: EurotaxOptions,
): Promise<void> {
  const range = validateDateFilter({ fecha_desde: options.from, fecha_hasta: options.to });
  if (!range.ok) {
    throw new UsageError(invoiceImport.incorrectDates, {
      nextStep: 'Pass --from and --to as dates (yyyy-mm-dd), --from not after --to.',
    });
  }
  const amounts = parseAmounts(options.amount ?? []);
  const fields = { invoice_number: options.invoice ?? '', invoice_date: options.date ?? '' };
  // The invoice's own fields first (the amounts need the range's countries).
  if (!options.dryRun) {
    const own = validateTaxServiceInvoice({ ...fields, amount_countries: { any: 0 } });
    if (!own.ok) throw flagIssues(own.issues, EUROTAX_FLAGS);
  }
  checkCanConfirm(options, prompts);

  const invoices = (await sessionClient(ctx)).invoices;
  let grouping: EurotaxGrouping;
  try {
    grouping = await invoices.eurotaxGrouping(range.value);
  } catch (error) {
    throw processingFailure(error);
  }
  const countries = grouping.data_filtered.map((row) => row.id_pais);
  const shown = formatEurotaxGrouping(grouping);
  const ignored = Object.keys(amounts).filter((country) => !countries.includes(country));
  const result = {
    kind: 'eurotax',
    range: range.value,
    invoice: fields.invoice_number,
    preview: grouping,
  };

  if (options.dryRun) {
    const needed =
      countries.length > 0 ? `Amounts needed for: ${countries.join(', ')}.` : 'No orders in the range.';
    printLines(ctx, [...shown, needed, 'Dry run: nothing imported.'], {
      ...result,
      countries,
      dryRun: true,
      confirmed: null,
    });
    return;
  }

  if (countries.length === 0) {
    ctx.stderr.write(`${shown.join('\n')}\n`);
    throw new UserError(
      `No orders in the range ${range.value.fecha_desde} to ${range.value.fecha_hasta}: no amount to import.`,
      { nextStep: 'Check --from and --to.' },
    );
  }
  // On a terminal, the amounts the flags left out are asked for, one per country, as the screen's form does.
  if (prompts) {
    const missing = countries.filter((country) => amounts[country] === undefined);
    if (missing.length > 0) ctx.stderr.write(`${shown.join('\n')}\n`);
    for (const country of missing) amounts[country] = await prompts.ask(`Amount ${country}:`);
  }
  const checked = validateTaxServiceInvoice({ ...fields, amount_countries: amounts }, { countries });
  if (!checked.ok) {
    ctx.stderr.write(`${shown.join('\n')}\n`);
    throw flagIssues(checked.issues, EUROTAX_FLAGS);
  }
  for (const country of ignored)
    ctx.stderr.write(`No orders to ${country} in the range: its amount is not sent.\n`);
  const body = { ...checked.value, ...range.value };
  const withAmounts = [
    ...shown,
    'Invoiced amounts:',
    ...pairs(
      Object.entries(body.amount_countries).map(([country, amount]) => [`  ${country}`, money(amount)]),
    ),
  ];
  const withAmountsResult = { ...result, amounts: body.amount_countries };
  const stored = await confirmAndSend(ctx, prompts, options, {
    shown: withAmounts,
    question: `Import Eurotax invoice ${body.invoice_number}?`,
    send: () => invoices.importEurotaxInvoice(body),
    result: withAmountsResult,
  });
  const lines = options.yes ? [...withAmounts, success.dataRegistered] : [success.dataRegistered];
  printLines(ctx, lines, { ...withAmountsResult, dryRun: false, confirmed: stored });
}

export interface WarehouseCostOptions extends ConfirmOptions {
  date?: string;
  cost?: string;
  recalculate?: boolean;
}

const WAREHOUSE_FLAGS = { date: '--date', cost: '--cost' };

/** The Madrid month (yyyy-MM) of a day the rule has normalised (yyyy-MM-dd). */
const monthOf = (day: string) => day.slice(0, 7);

/**
 * `cellar import warehouse-cost`: a month's cost (date and cost), then optionally (`--recalculate`) every order's
 * preparation cost. `--recalculate` alone only recalculates.
 */
export async function importWarehouseCost(
  ctx: CommandContext,
  prompts: ImportPrompts | undefined,
  options: WarehouseCostOptions,
): Promise<void> {
  const registering = options.date !== undefined || options.cost !== undefined || !options.recalculate;
  const checked = registering ? validateWarehouseCost({ date: options.date, cost: options.cost }) : undefined;
  if (checked && !checked.ok) throw flagIssues(checked.issues, WAREHOUSE_FLAGS);
  if (registering) checkCanConfirm(options, prompts);
  const invoices = (await sessionClient(ctx)).invoices;

  let registered: Record<string, unknown> | undefined;
  const lines: string[] = [];
  if (checked?.ok) {
    const { date, cost } = checked.value;
    const month = monthOf(date);
    let known: boolean;
    try {
      known = (await invoices.warehouseCosts()).some((row) => row.mes === month);
    } catch (error) {
      throw fromSdkError(error);
    }
    const shown = pairs([
      ['Month', month],
      ['Invoice date', date],
      ['Cost', money(cost)],
      ...(known ? [['Already registered', 'yes'] as const] : []),
    ]);
    const preview = { month, date, cost, already_registered: known };
    if (options.dryRun) {
      printLines(ctx, [...shown, 'Dry run: nothing registered.'], {
        kind: 'warehouse-cost',
        preview,
        dryRun: true,
        confirmed: null,
        recalculation: null,
      });
      return;
    }
    const stored = await confirmAndSend(ctx, prompts, options, {
      shown,
      question: `Register the warehouse cost of ${month}?`,
      send: () => invoices.registerWarehouseCost({ date, cost }),
      result: { kind: 'warehouse-cost', preview },
    });
    lines.push(...formatWarehouseCost(stored), success.dataRegistered);
    registered = { preview, stored };
  }

  let recalculation: WarehouseCostRecalculation | null = null;
  if (options.recalculate) {
    if (options.dryRun)
      throw new UsageError('--recalculate does not take --dry-run: it changes orders at once.');
    try {
      recalculation = await invoices.recalculatePreparationCosts();
    } catch (error) {
      // 'Error {status}: {body}' (§8), as the screen's toast.
      const message = isHttpError(error)
        ? orders.recalculationError(error.status, error.answer)
        : (fromSdkError(error) as Error).message;
      if (registered)
        printLines(ctx, lines, {
          kind: 'warehouse-cost',
          ...registered,
          dryRun: false,
          recalculation: null,
          error: message,
        });
      throw new UserError(message, { cause: error });
    }
    lines.push(
      recalculation.pedidos === 0
        ? orders.nothingToRecalculate
        : taxService.recalculated(recalculation.pedidos),
    );
  }
  printLines(ctx, lines, {
    kind: 'warehouse-cost',
    preview: registered?.preview ?? null,
    dryRun: false,
    confirmed: registered?.stored ?? null,
    recalculation,
  });
}
