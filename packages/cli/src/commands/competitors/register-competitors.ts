import { DELIVERY_COUNTRIES } from '@cellar/validation/catalogue';
import { commerceMessages } from '@cellar/validation/commerce';
import { type Command, Option } from 'commander';
import {
  addBulkOptions,
  type BulkRow,
  bulkOptionsOf,
  reportBulk,
  reportDryRun,
  resumeCommandLine,
  withBulkRun,
} from '../../bulk';
import type { CliDeps, RegisterCommands } from '../../cli-deps';
import { type CommandContext, printResult } from '../../command-context';
import { contextFor } from '../../context-for';
import { fromSdkError, UsageError } from '../../errors';
import { sessionClient } from '../session-client';
import { type CompetitorRow, competitorRows, scanCompetitorFile } from './competitor-rows';
import { formatCompetitors } from './competitors-format';
import { checkDelete, checkUpdate, sendDelete, sendUpdate } from './competitors-send';

const messages = commerceMessages.priceComparator;
export const DEFAULT_BATCH_SIZE = 100;
export const MAX_BATCH_SIZE = 1000;

const countryOption = () =>
  new Option('--country <cc>', 'delivery country').choices([...DELIVERY_COUNTRIES]).makeOptionMandatory();

function batchSizeOf(raw: string): number {
  const size = Number(raw);
  if (!/^\d+$/.test(raw) || size < 1 || size > MAX_BATCH_SIZE) {
    throw new UsageError(`--batch-size must be a whole number from 1 to ${MAX_BATCH_SIZE}, not ${raw}.`);
  }
  return size;
}

interface FileOptions {
  country: string;
  batchSize: string;
  dryRun?: boolean;
  concurrency?: string;
  resume?: boolean;
  restart?: boolean;
}

/**
 * `--dry-run`: every row checked as the command would check it (the rule, a group repeated, and then, a batch at a
 * time, a group the catalogue does not have for update, a URL the country does not have for delete), by line;
 * nothing sent, no journal.
 */
async function dryRun(
  ctx: CommandContext,
  name: 'update' | 'delete',
  file: string,
  options: { country: string; batchSize: number },
): Promise<void> {
  const scan = await scanCompetitorFile(file, ctx.stderr);
  const client = await sessionClient(ctx);
  const check = name === 'update' ? checkUpdate(client) : checkDelete(client, options.country);
  const invalid: { line: number; errors: string[] }[] = [];
  let total = 0;
  let batch: BulkRow<CompetitorRow>[] = [];
  const checkBatch = async () => {
    const outcomes = await check(batch).catch((error: unknown) => {
      throw fromSdkError(error);
    });
    outcomes.forEach((outcome, index) => {
      if (!outcome.ok)
        invalid.push({ line: (batch[index] as BulkRow<CompetitorRow>).line, errors: [outcome.reason] });
    });
    batch = [];
  };
  for await (const rows of competitorRows(file, scan.encoding))
    for (const row of rows) {
      total += 1;
      if (row.invalid !== undefined) invalid.push({ line: row.line, errors: [row.invalid] });
      else batch.push(row);
      if (batch.length >= options.batchSize) await checkBatch();
    }
  if (batch.length > 0) await checkBatch();
  invalid.sort((a, b) => a.line - b.line);
  reportDryRun(ctx, { command: `competitors ${name}`, total, valid: total - invalid.length, invalid });
}

/** update and delete: the same file of group,url rows, sent in batches through the bulk runner. */
function fileCommand(
  program: Command,
  deps: CliDeps,
  name: 'update' | 'delete',
  description: string,
  example: string,
): void {
  addBulkOptions(
    program
      .command(name)
      .description(description)
      .argument('<file>', 'CSV with a header line naming the columns group and url')
      .addOption(countryOption())
      .option('--batch-size <n>', `rows per call (1-${MAX_BATCH_SIZE})`, String(DEFAULT_BATCH_SIZE))
      .option(
        '--dry-run',
        name === 'update'
          ? 'check every row (and that its group is in the catalogue) and send nothing'
          : 'check which rows the country has and delete nothing',
      ),
  )
    .addHelpText('after', `\nExamples:\n  ${example} --dry-run\n  ${example}\n`)
    .action(async (file: string, options: FileOptions, command: Command) => {
      const ctx = contextFor(command, deps);
      const bulk = bulkOptionsOf(options);
      const batchSize = batchSizeOf(options.batchSize);
      const { country } = options;
      if (options.dryRun) {
        await dryRun(ctx, name, file, { country, batchSize });
        return;
      }
      const spec = {
        command: `competitors ${name}`,
        params: { country },
        inputFile: file,
        idempotent: true,
        resumeCommand: resumeCommandLine(command),
      };
      await withBulkRun(ctx, spec, bulk, async (run) => {
        const scan = await run.interruptible(scanCompetitorFile(file, ctx.stderr));
        const client = await run.interruptible(sessionClient(ctx));
        const result = await run.send({
          rows: competitorRows(file, scan.encoding),
          total: scan.total,
          batchSize,
          unit: 'URLs',
          send: name === 'update' ? sendUpdate(client, country) : sendDelete(client, country),
          failedRecord: (row) => ({ group: row.value.group, url: row.value.url }),
        });
        if (!ctx.json && !result.interrupted) {
          const verb =
            name === 'update' ? messages.updated(result.done) : `${result.done} URLs deleted successfully`;
          ctx.stderr.write(`${verb}\n`);
          if (result.failed > 0) ctx.stderr.write(`${messages.updateErrors(result.failed)}\n`);
        }
        reportBulk(ctx, result);
      });
    });
}

/** `cellar competitors list|update|delete`: the price comparator's competitor URLs (commerce §7, catalogue §9). */
export const registerCompetitors: RegisterCommands = (program, deps) => {
  const competitors = program
    .command('competitors')
    .description('competitor URLs of the price comparator, per product group and delivery country')
    .addHelpText(
      'after',
      '\nExamples:\n  cellar competitors list --country es\n  cellar competitors update --country es urls.csv\n  cellar competitors delete --country es urls.csv\n',
    );

  competitors
    .command('list')
    .description("list a country's competitor URLs, one per product group")
    .addOption(countryOption())
    .option('--group <group...>', 'only these product groups')
    .addHelpText('after', '\nExample:\n  cellar competitors list --country es --group vega-sicilia-unico\n')
    .action(async (options: { country: string; group?: string[] }, command: Command) => {
      const ctx = contextFor(command, deps);
      const client = await sessionClient(ctx);
      const entries = await client.erp.priceComparator
        .read(options.country, options.group ?? [])
        .catch((error) => {
          throw fromSdkError(error);
        });
      printResult(ctx, formatCompetitors(options.country, entries), entries);
    });

  fileCommand(
    competitors,
    deps,
    'update',
    'add or replace the competitor URL of each product group in a country, from a CSV of group,url',
    'cellar competitors update --country es fixtures/competitors/urls-es.csv',
  );
  fileCommand(
    competitors,
    deps,
    'delete',
    "delete the CSV's group,url entries from a country's competitor URLs",
    'cellar competitors delete --country es fixtures/competitors/urls-es.csv',
  );
};
