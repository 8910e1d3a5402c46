import { auditLogSource, type ExportSource, matchesSource, offersSource, opinionsSource } from '@cellar/sdk';
import { LANGUAGES } from '@cellar/validation';
import { OFFER_TYPES, type OfferType, OPINION_STATES, type OpinionState } from '@cellar/validation/commerce';
import { type Command, Option } from 'commander';
import type { CliDeps, RegisterCommands } from '../../cli-deps';
import { contextFor } from '../../context-for';
import { EXPORT_FORMATS, type ExportFormat } from './encode';
import { parseDayFlag, parsePathFlag, parseWholeFlag } from './filters';
import { type ExportKind, printSummary, runExport } from './run-export';

interface CommonOptions {
  format: ExportFormat;
  output?: string;
  pageSize?: string;
}

/** The page size asked of the servers that take one (opinions, audit log): their maximum. */
const DEFAULT_PAGE_SIZE = 100;

function addCommonOptions(command: Command): Command {
  return command
    .addOption(
      new Option('--format <format>', 'csv (a header row, RFC 4180) or json (JSON Lines: one row a line)')
        .choices([...EXPORT_FORMATS])
        .default('csv'),
    )
    .option('-o, --output <file>', 'write to FILE (whole at the end, progress on stderr) instead of stdout')
    .addOption(new Option('--page-size <n>', 'rows asked per call (1 to 100)').hideHelp());
}

/** Runs one kind's export and prints its summary. */
async function exportKind<Filters>(
  command: Command,
  deps: CliDeps,
  kind: ExportKind,
  source: ExportSource<Filters>,
  filters: Filters,
) {
  const options = command.opts<CommonOptions>();
  const ctx = contextFor(command, deps);
  const pageSize =
    options.pageSize === undefined
      ? DEFAULT_PAGE_SIZE
      : parseWholeFlag('--page-size', options.pageSize, 1, DEFAULT_PAGE_SIZE);
  const summary = await runExport(ctx, {
    kind,
    source,
    filters,
    format: options.format,
    output: options.output,
    pageSize,
  });
  printSummary(ctx, summary);
}

/** `cellar export offers|opinions|audit-log|matches`: every row of a list screen, streamed as CSV or JSON Lines. */
export const registerExport: RegisterCommands = (program, deps) => {
  const exportCommand = program
    .command('export')
    .description(
      'export every row of a list (offers, opinions, audit log, marketplace matches) as CSV or JSON',
    );

  addCommonOptions(
    exportCommand
      .command('offers')
      .description('every offer of the Offers screen, newest start first')
      .option('--search <text>', 'text found in the product code or group')
      .option('--date <YYYY-MM-DD>', 'offers running some time of that day (Madrid)')
      .addOption(
        new Option('--type <type>', 'o (discount), p (units), e (special price)').choices([...OFFER_TYPES]),
      ),
  )
    .addHelpText(
      'after',
      '\nExample:\n  $ cellar export offers --type o --date 2026-01-15 --format csv --output offers.csv\n',
    )
    .action(async (options: { search?: string; date?: string; type?: OfferType }, command: Command) => {
      const date = parseDayFlag(options.date);
      await exportKind(command, deps, 'offers', offersSource, {
        q: options.search,
        date,
        tipo: options.type,
      });
    });

  addCommonOptions(
    exportCommand
      .command('opinions')
      .description(
        'every opinion of the Opinions screen, each state in turn, newest first (--shop filters by shop)',
      )
      .addOption(new Option('--status <state>', 'only pend, npub or publ').choices([...OPINION_STATES]))
      .addOption(new Option('--lang <code>', 'only this language').choices([...LANGUAGES]))
      .option('--search <text>', 'text found in the opinion'),
  )
    .addHelpText(
      'after',
      '\nExample:\n  $ cellar export opinions --status publ --lang es --shop cellar --format json --output opinions.jsonl\n',
    )
    .action(async (options: { status?: OpinionState; lang?: string; search?: string }, command: Command) => {
      const shop = command.optsWithGlobals<{ shop?: string }>().shop;
      await exportKind(command, deps, 'opinions', opinionsSource, {
        status: options.status,
        idioma: options.lang,
        shop,
        q: options.search,
      });
    });

  addCommonOptions(
    exportCommand
      .command('audit-log')
      .description('every audit log entry of an object and everything below it, newest first')
      .option('--path <path>', 'the object whose log to export (default: / , every object)', '/'),
  )
    .addHelpText(
      'after',
      '\nExample:\n  $ cellar export audit-log --path /bodegas/vega-sicilia/ --output vega-sicilia-log.csv\n',
    )
    .action(async (options: { path: string }, command: Command) => {
      await exportKind(command, deps, 'audit-log', auditLogSource, { path: parsePathFlag(options.path) });
    });

  addCommonOptions(
    exportCommand
      .command('matches')
      .description('every marketplace match of the Edit matchs list, newest first'),
  )
    .addHelpText('after', '\nExample:\n  $ cellar export matches --format csv > matches.csv\n')
    .action(async (_options: unknown, command: Command) => {
      await exportKind(command, deps, 'matches', matchesSource, {});
    });
};
