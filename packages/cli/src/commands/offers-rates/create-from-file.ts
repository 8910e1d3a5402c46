import { type CellarClient, isNetworkError, isUnauthorized } from '@cellar/sdk';
import type { Command } from 'commander';
import {
  addBulkOptions,
  type BulkRow,
  bulkOptionsOf,
  reportBulk,
  reportDryRun,
  resumeCommandLine,
  withBulkRun,
} from '../../bulk';
import { FAILED_ROWS_COLUMNS } from '../../bulk/csv-rows';
import { type JournalState, journalPathOf, readJournal } from '../../bulk/journal';
import type { CommandContext } from '../../command-context';
import { fromSdkError, RowsFailedError } from '../../errors';
import { scanTextFile } from '../../text-input';
import { sessionClient } from '../session-client';
import { type CheckedFile, type CheckedRow, checkFile, invalidRowLines } from './check-file';
import { type CreateKind, createFailure } from './kinds';

export interface CreateFlags {
  dryRun?: boolean;
  skipInvalid?: boolean;
  concurrency?: string;
  resume?: boolean;
  restart?: boolean;
}

/** Adds the create commands' flags: --dry-run, --skip-invalid, and the runner's. */
export const addCreateOptions = (command: Command): Command =>
  addBulkOptions(
    command
      .option('--dry-run', 'check the file (rules and overlaps) and send nothing')
      .option('--skip-invalid', 'send the valid rows; the invalid ones go to the failed-rows file'),
  );

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The lines an earlier run settled (ok, failed, or sent without an answer): not checked again on `--resume`. */
const settledLinesOf = (state: JournalState | undefined): Set<number> =>
  new Set(state ? [...state.ok, ...state.failed, ...state.uncertain].map(Number) : []);

/**
 * `cellar offers create FILE` and `cellar shipping-rates create FILE`: every row checked first (the drawer's rule,
 * then overlaps with the server's records and between rows), nothing sent while a row is invalid unless
 * `--skip-invalid`; `--dry-run` only checks. The valid rows go through the bulk runner, one create call each,
 * never retried (a create is not idempotent), with the journal for `--resume`. The run holds the journal from the
 * start: a second run of the file would see the rows this one creates as overlaps.
 */
export async function createFromFile<T>(
  ctx: CommandContext,
  kind: CreateKind<T>,
  file: string,
  flags: CreateFlags,
  command: Command,
  options: { now?: Date | number } = {},
): Promise<void> {
  const bulkOptions = bulkOptionsOf(flags);
  if (flags.dryRun) {
    // Nothing is sent: the journal is only read, for the rows a run being resumed settled.
    const previous = flags.resume ? await readJournal(journalPathOf(file)).catch(() => undefined) : undefined;
    const checked = await checkWholeFile(ctx, kind, file, settledLinesOf(previous), options);
    reportDryRun(ctx, summaryOf(kind, checked), { created: 0 });
    return;
  }
  const spec = {
    command: kind.command,
    params: { skipInvalid: String(flags.skipInvalid === true) },
    inputFile: file,
    idempotent: false,
    resumeCommand: resumeCommandLine(command),
  };
  await withBulkRun(ctx, spec, bulkOptions, async (run) => {
    const { rows, header, client } = await run.interruptible(
      checkWholeFile(ctx, kind, file, settledLinesOf(run.previous), options),
    );
    const invalid = rows.filter((row) => row.errors.length > 0);
    const summary = summaryOf(kind, { rows });
    const checkedJson = { dryRun: false, valid: summary.valid, invalid: summary.invalid };
    if (invalid.length > 0 && !flags.skipInvalid) {
      const unsent = {
        command: kind.command,
        total: rows.length,
        done: 0,
        failed: invalid.length,
        created: 0,
      };
      if (ctx.json) ctx.stdout.write(`${JSON.stringify({ ...unsent, ...checkedJson })}\n`);
      else for (const line of invalidRowLines(rows)) ctx.stderr.write(`${line}\n`);
      throw new RowsFailedError(
        `Nothing was sent: ${plural(invalid.length, 'row')} of ${rows.length} ${invalid.length === 1 ? 'is' : 'are'} invalid. ` +
          `Fix ${invalid.length === 1 ? 'it' : 'them'}, or pass --skip-invalid to send the ${plural(summary.valid, 'valid row')}.`,
      );
    }

    // A failed-rows file sent again has the runner's line and reason columns: the runner writes them afresh.
    const columns = header.flatMap((name, index) =>
      (FAILED_ROWS_COLUMNS as readonly string[]).includes(name) ? [] : [{ name, index }],
    );
    const bulkRows: BulkRow<CheckedRow<T>>[] = rows.map((row) => ({
      line: row.line,
      key: String(row.line),
      value: row,
      ...(row.errors.length > 0 ? { invalid: row.errors.join('; ') } : {}),
    }));
    let created = 0;
    const result = await run.send({
      rows: bulkRows,
      total: rows.length,
      unit: 'rows',
      send: async ([row]) => {
        if (row?.value.value === undefined) return [{ ok: false, reason: 'not checked' }];
        try {
          // Not `created += await ...`: calls run concurrently, that would add to a stale count.
          const records = await kind.create(client, row.value.value);
          created += records;
          return [{ ok: true }];
        } catch (error) {
          // The runner stops the run on these (the rows stay for --resume); every other refusal fails the row.
          if (isNetworkError(error) || isUnauthorized(error)) throw error;
          return [{ ok: false, reason: createFailure(kind, error) }];
        }
      },
      failedRecord: (row) =>
        Object.fromEntries(columns.map(({ name, index }) => [name, row.value.raw[index] ?? ''])),
    });
    const report = ctx.json
      ? {
          ...ctx,
          stdout: {
            write: (text: string) =>
              ctx.stdout.write(`${JSON.stringify({ ...JSON.parse(text), created, ...checkedJson })}\n`),
          },
        }
      : ctx;
    if (!ctx.json && created > 0)
      ctx.stderr.write(`${plural(created, kind.unit.replace(/s$/, ''), kind.unit)} created.\n`);
    reportBulk(report, result);
  });
}

/** The file read as it is written (said on stderr), then every row checked (`checkFile`), but the settled ones. */
async function checkWholeFile<T>(
  ctx: CommandContext,
  kind: CreateKind<T>,
  file: string,
  settled: ReadonlySet<number>,
  options: { now?: Date | number },
): Promise<CheckedFile<T> & { client: CellarClient }> {
  const { encoding } = await scanTextFile(file, ctx.stderr);
  const client = await sessionClient(ctx);
  try {
    return { ...(await checkFile(file, kind, client, { now: options.now, settled, encoding })), client };
  } catch (error) {
    throw fromSdkError(error);
  }
}

/** A checked file as a dry run reports it: valid rows, and the invalid ones by line with their problems. */
const summaryOf = <T>(kind: CreateKind<T>, checked: Pick<CheckedFile<T>, 'rows'>) => ({
  command: kind.command,
  total: checked.rows.length,
  valid: checked.rows.filter((row) => row.value !== undefined).length,
  invalid: checked.rows
    .filter((row) => row.errors.length > 0)
    .map((row) => ({ line: row.line, errors: row.errors })),
});
