import type { CommandContext } from '../../command-context';
import { fromSdkError, RowsFailedError } from '../../errors';
import { createProgress } from '../../ui/progress';
import { sessionClient } from '../session-client';
import { type CheckedRow, checkFile, invalidRowLines } from './check-file';
import { failedRowsPath, writeFailedRows } from './failed-rows';
import { type CreateKind, createFailure } from './kinds';
import { sendRows } from './send-rows';

export interface CreateOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
  /** The clock of the "not in the past" rules (tests). */
  now?: Date | number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * `cellar offers create FILE` and `cellar shipping-rates create FILE`: every row checked first (the drawer's rule,
 * then overlaps with the server's records and between rows), nothing sent while a row is invalid unless
 * `--skip-invalid`; `--dry-run` only checks. Each valid row is one create call, never retried.
 */
export async function createFromFile<T>(
  ctx: CommandContext,
  kind: CreateKind<T>,
  file: string,
  options: CreateOptions,
): Promise<void> {
  const client = await sessionClient(ctx);
  let checked: Awaited<ReturnType<typeof checkFile<T>>>;
  try {
    checked = await checkFile(file, kind, client, { now: options.now });
  } catch (error) {
    throw fromSdkError(error);
  }
  const { rows, header } = checked;
  const invalid = rows.filter((row) => row.errors.length > 0);
  const valid = rows.filter((row): row is CheckedRow<T> & { value: T } => row.value !== undefined);
  const invalidJson = invalid.map((row) => ({ line: row.line, errors: row.errors }));
  const result = {
    command: kind.command,
    file,
    dryRun: options.dryRun === true,
    rows: rows.length,
    valid: valid.length,
    invalid: invalidJson,
  };
  if (!ctx.json) for (const line of invalidRowLines(rows)) ctx.stderr.write(`${line}\n`);

  if (invalid.length > 0 && !options.skipInvalid) {
    if (ctx.json)
      ctx.stdout.write(
        `${JSON.stringify({ ...result, sent: 0, created: 0, failed: [], failedRowsFile: null })}\n`,
      );
    throw new RowsFailedError(
      `Nothing was sent: ${plural(invalid.length, 'row')} of ${rows.length} ${invalid.length === 1 ? 'is' : 'are'} invalid. ` +
        `Fix ${invalid.length === 1 ? 'it' : 'them'}, or pass --skip-invalid to send the ${plural(valid.length, 'valid row')}.`,
    );
  }

  if (options.dryRun) {
    if (ctx.json)
      ctx.stdout.write(
        `${JSON.stringify({ ...result, sent: 0, created: 0, failed: [], failedRowsFile: null })}\n`,
      );
    else
      ctx.stdout.write(`${plural(valid.length, 'row')} of ${rows.length} valid; nothing sent (--dry-run).\n`);
    if (invalid.length > 0) throw new RowsFailedError(`${plural(invalid.length, 'row')} invalid.`);
    return;
  }

  const progress = createProgress(ctx, { unit: 'rows' });
  const outcome = await sendRows(
    valid,
    (row) => kind.create(client, row.value),
    (error) => createFailure(kind, error),
    progress,
  );

  const failedRows = [
    ...invalid.map((row) => ({ line: row.line, raw: row.raw, error: row.errors.join('; ') })),
    ...outcome.failed.map(({ row, error }) => ({ line: row.line, raw: row.raw, error })),
  ].sort((a, b) => a.line - b.line);
  const failedFile = failedRows.length > 0 ? failedRowsPath(file) : null;
  if (failedFile) await writeFailedRows(failedFile, header, failedRows);

  const failed = outcome.failed.map(({ row, error }) => ({ line: row.line, error }));
  if (ctx.json) {
    ctx.stdout.write(
      `${JSON.stringify({ ...result, sent: outcome.sent, created: outcome.records, failed, failedRowsFile: failedFile })}\n`,
    );
  } else {
    for (const { line, error } of failed) ctx.stderr.write(`Line ${line}: ${error}\n`);
    const skipped = invalid.length > 0 ? `, ${plural(invalid.length, 'invalid row')} skipped` : '';
    ctx.stdout.write(
      `${plural(outcome.sent, 'row')} of ${rows.length} sent: ${plural(outcome.records, kind.unit.replace(/s$/, ''), kind.unit)} created` +
        `${outcome.failed.length > 0 ? `, ${plural(outcome.failed.length, 'row')} failed` : ''}${skipped}.\n`,
    );
  }
  if (failedFile)
    throw new RowsFailedError(`${plural(failedRows.length, 'row')} not created: see ${failedFile}.`);
}
