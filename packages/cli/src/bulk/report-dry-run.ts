import { commerceMessages } from '@cellar/validation/commerce';
import type { CommandContext } from '../command-context';
import { RowsFailedError } from '../errors';

/** What a `--dry-run` found: every row checked, nothing sent. */
export interface DryRunResult {
  /** The command as typed after `cellar`: 'competitors update'. */
  command: string;
  /** Rows read (those an earlier run settled included). */
  total: number;
  /** Rows that would be sent. */
  valid: number;
  /** Rows that would fail, by line, with every problem found. */
  invalid: readonly { line: number; errors: readonly string[] }[];
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/**
 * Prints a dry run's result: with `--json` one document (`extra` fields beside it), otherwise each invalid row by
 * line ('Line 4: ...') and the count on stderr. Exit 1 when a row would fail, else 0.
 */
export function reportDryRun(
  ctx: Pick<CommandContext, 'json' | 'stdout' | 'stderr'>,
  result: DryRunResult,
  extra: Record<string, unknown> = {},
): void {
  const { command, total, valid, invalid } = result;
  if (ctx.json) {
    const document = {
      command,
      total,
      done: 0,
      failed: invalid.length,
      ...extra,
      dryRun: true,
      valid,
      invalid,
    };
    ctx.stdout.write(`${JSON.stringify(document)}\n`);
  } else {
    for (const row of invalid)
      ctx.stderr.write(`${commerceMessages.newOrder.badRow(row.line, row.errors)}\n`);
    ctx.stderr.write(`${plural(valid, 'row')} of ${total} valid; nothing sent (--dry-run).\n`);
  }
  if (invalid.length > 0) throw new RowsFailedError(`${plural(invalid.length, 'row')} of ${total} invalid.`);
}
