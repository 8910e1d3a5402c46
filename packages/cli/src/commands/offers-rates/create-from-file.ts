import { stat } from 'node:fs/promises';
import { isNetworkError, isUnauthorized } from '@cellar/sdk';
import type { Command } from 'commander';
import {
  addBulkOptions,
  type BulkRow,
  bulkOptionsOf,
  reportBulk,
  resumeCommandLine,
  runBulk,
} from '../../bulk';
import { FAILED_ROWS_COLUMNS } from '../../bulk/csv-rows';
import { journalPathOf, readJournal } from '../../bulk/journal';
import type { CommandContext } from '../../command-context';
import { fromSdkError, RowsFailedError, UsageError } from '../../errors';
import { scanTextFile } from '../../text-input';
import { sessionClient } from '../session-client';
import { type CheckedRow, checkFile, invalidRowLines } from './check-file';
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

/**
 * The lines an earlier run settled (ok, failed or sent without an answer), when resuming. A fresh run over a
 * journal is refused here, before the check, as the runner would refuse it: the rows that run created would
 * otherwise read as overlaps.
 */
async function settledLines(file: string, flags: CreateFlags, command: Command): Promise<Set<number>> {
  const journal = journalPathOf(file);
  if (!flags.resume) {
    if (!flags.restart && !flags.dryRun && (await stat(journal).catch(() => undefined)))
      throw new UsageError(`An earlier run of this file left a journal: ${journal}.`, {
        nextStep: `Continue it with --resume (${resumeCommandLine(command)}), or start over with --restart.`,
      });
    return new Set();
  }
  try {
    const state = await readJournal(journal);
    return new Set([...state.ok, ...state.failed, ...state.uncertain].map(Number));
  } catch {
    return new Set(); // no journal, or a damaged one: the runner says so
  }
}

/**
 * `cellar offers create FILE` and `cellar shipping-rates create FILE`: every row checked first (the drawer's rule,
 * then overlaps with the server's records and between rows), nothing sent while a row is invalid unless
 * `--skip-invalid`; `--dry-run` only checks. The valid rows go through the bulk runner, one create call each,
 * never retried (a create is not idempotent), with the journal for `--resume`.
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
  const { encoding } = await scanTextFile(file, ctx.stderr);
  const client = await sessionClient(ctx);
  let checked: Awaited<ReturnType<typeof checkFile<T>>>;
  try {
    const settled = await settledLines(file, flags, command);
    checked = await checkFile(file, kind, client, { now: options.now, settled, encoding });
  } catch (error) {
    throw fromSdkError(error);
  }
  const { rows, header } = checked;
  const invalid = rows.filter((row) => row.errors.length > 0);
  const valid = rows.filter((row) => row.value !== undefined);
  const checkedJson = {
    dryRun: flags.dryRun === true,
    valid: valid.length,
    invalid: invalid.map((row) => ({ line: row.line, errors: row.errors })),
  };
  const unsent = {
    command: kind.command,
    total: rows.length,
    done: 0,
    failed: invalid.length,
    created: 0,
    ...checkedJson,
  };

  if (flags.dryRun) {
    if (ctx.json) ctx.stdout.write(`${JSON.stringify(unsent)}\n`);
    else {
      for (const line of invalidRowLines(rows)) ctx.stderr.write(`${line}\n`);
      ctx.stderr.write(`${plural(valid.length, 'row')} of ${rows.length} valid; nothing sent (--dry-run).\n`);
    }
    if (invalid.length > 0)
      throw new RowsFailedError(`${plural(invalid.length, 'row')} of ${rows.length} invalid.`);
    return;
  }

  if (invalid.length > 0 && !flags.skipInvalid) {
    if (ctx.json) ctx.stdout.write(`${JSON.stringify(unsent)}\n`);
    else for (const line of invalidRowLines(rows)) ctx.stderr.write(`${line}\n`);
    throw new RowsFailedError(
      `Nothing was sent: ${plural(invalid.length, 'row')} of ${rows.length} ${invalid.length === 1 ? 'is' : 'are'} invalid. ` +
        `Fix ${invalid.length === 1 ? 'it' : 'them'}, or pass --skip-invalid to send the ${plural(valid.length, 'valid row')}.`,
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
  const result = await runBulk(
    ctx,
    {
      command: kind.command,
      params: { skipInvalid: String(flags.skipInvalid === true) },
      inputFile: file,
      rows: bulkRows,
      total: rows.length,
      unit: 'rows',
      idempotent: false,
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
      resumeCommand: resumeCommandLine(command),
    },
    bulkOptions,
  );
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
}
