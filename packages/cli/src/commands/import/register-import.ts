import { PAYMENT_GATEWAYS, SHIPPING_COMPANIES } from '@cellar/validation/commerce';
import { type Command, Option } from 'commander';
import type { RegisterCommands } from '../../cli-deps';
import { contextFor } from '../../context-for';
import { type FileImportKind, type FileImportOptions, importFile } from './file-import';
import { importPromptsFor } from './import-prompts';
import {
  type EurotaxOptions,
  importEurotax,
  importWarehouseCost,
  type WarehouseCostOptions,
} from './tax-imports';

const collect = (value: string, previous: string[] = []) => [...previous, value];

const confirmOptions = (command: Command) =>
  command
    .option('--dry-run', 'stop after the preview: nothing is imported')
    .option('-y, --yes', 'confirm without asking (needed when stdin is not a terminal)');

const FILE_KINDS: {
  kind: FileImportKind;
  description: string;
  companies: readonly string[];
  companyLabel: string;
  example: string;
}[] = [
  {
    kind: 'shipping',
    description: "import a carrier's shipping invoice (csv or xlsx): upload, columns, preview, confirm",
    companies: SHIPPING_COMPANIES,
    companyLabel: 'carrier',
    example:
      'cellar import shipping fixtures/imports/shipping-seu-good.csv --company seu --invoice F-2026-01 \\\n    --date 2026-01-31 --columns order=Referencia,cost=Importe --yes',
  },
  {
    kind: 'commissions',
    description: "import a payment gateway's commissions collection, version 1 (the shipping flow)",
    companies: PAYMENT_GATEWAYS,
    companyLabel: 'payment gateway',
    example:
      'cellar import commissions fixtures/imports/commissions-pyco-good.csv --company pyco --invoice PY-2026-02 \\\n    --date 2026-02-28 --fixed-commission 0.25 --columns order=Pedido,commission=Comision --dry-run',
  },
  {
    kind: 'commissions-v2',
    description: "import a payment gateway's commissions collection, version 2 (order and extra commissions)",
    companies: PAYMENT_GATEWAYS,
    companyLabel: 'payment gateway',
    example:
      'cellar import commissions-v2 fixtures/imports/commissions-pyco-v2.csv --company pyco --invoice PY-2026-03 \\\n    --date 2026-03-31 --fixed-commission 0.25 --columns order=Pedido,commission=Comision --yes',
  },
];

/** `cellar import <kind>`: the five invoice imports of the screens (commerce-operations §2 "Invoice imports"). */
export const registerImport: RegisterCommands = (program, deps) => {
  const group = program
    .command('import')
    .description('invoice imports: shipping, commissions, commissions-v2, eurotax, warehouse-cost');

  for (const { kind, description, companies, companyLabel, example } of FILE_KINDS) {
    const command = group
      .command(`${kind} <file>`)
      .description(description)
      .option('--company <code>', `${companyLabel}: ${companies.join(', ')}`)
      .option('--invoice <code>', 'invoice code')
      .option('--date <yyyy-mm-dd>', 'invoice date');
    if (kind !== 'shipping') {
      command.option('--fixed-commission <amount>', 'fixed commission (pyco only), e.g. 4.75');
    }
    command.addOption(
      new Option(
        '--columns <map>',
        `the file's columns: order=<column>,${kind === 'shipping' ? 'cost' : 'commission'}=<column> (default: the company's last choice, or a picker on a terminal)`,
      ),
    );
    confirmOptions(command)
      .addHelpText('after', `\nExample:\n  ${example}\n`)
      .action(async (file: string, options: FileImportOptions, cmd: Command) => {
        const ctx = contextFor(cmd, deps);
        await importFile(ctx, importPromptsFor(ctx, deps), kind, file, options);
      });
  }

  confirmOptions(
    group
      .command('eurotax')
      .description(
        'import a tax-service (Eurotax) invoice: the range grouped by country, then an amount per country',
      )
      .option('--from <yyyy-mm-dd>', 'first day of the range the invoice settles')
      .option('--to <yyyy-mm-dd>', 'last day of the range')
      .option('--invoice <code>', 'invoice number')
      .option('--date <yyyy-mm-dd>', 'invoice date')
      .option(
        '--amount <country=amount>',
        'invoiced amount for a country (repeat, or comma-separate)',
        collect,
      ),
  )
    .addHelpText(
      'after',
      '\nExample:\n  cellar import eurotax --from 2026-10-01 --to 2026-10-31 --dry-run\n' +
        '  cellar import eurotax --from 2026-10-01 --to 2026-10-31 --invoice ET-2026-10 --date 2026-10-31 \\\n' +
        '    --amount de=120.50 --amount fr=90 --yes\n',
    )
    .action(async (options: EurotaxOptions, cmd: Command) => {
      const ctx = contextFor(cmd, deps);
      await importEurotax(ctx, importPromptsFor(ctx, deps), options);
    });

  confirmOptions(
    group
      .command('warehouse-cost')
      .description("register a month's warehouse cost; --recalculate sets the orders' preparation costs")
      .option('--date <yyyy-mm-dd>', 'invoice date: the cost is for its month')
      .option('--cost <amount>', "the month's cost, e.g. 1850.40")
      .option('--recalculate', "then recalculate every order's preparation cost (alone: only that)"),
  )
    .addHelpText(
      'after',
      '\nExample:\n  cellar import warehouse-cost --date 2026-09-30 --cost 1850.40 --yes --recalculate\n' +
        '  cellar import warehouse-cost --recalculate\n',
    )
    .action(async (options: WarehouseCostOptions, cmd: Command) => {
      const ctx = contextFor(cmd, deps);
      await importWarehouseCost(ctx, importPromptsFor(ctx, deps), options);
    });
};
