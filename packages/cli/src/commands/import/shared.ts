import { isHttpError } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import type { CommandContext } from '../../command-context';
import { fromSdkError, RowsFailedError, UsageError, UserError } from '../../errors';
import type { ImportPrompts } from './import-prompts';

const { general } = commerceMessages;

/** Whether and how the import is confirmed: `--dry-run`, `--yes`, or a question on a terminal. */
export interface ConfirmOptions {
  dryRun?: boolean;
  yes?: boolean;
}

/**
 * Checked before anything is sent: without `--dry-run` or `--yes` the confirm is a question, which needs a
 * terminal.
 */
export function checkCanConfirm(options: ConfirmOptions, prompts: ImportPrompts | undefined): void {
  if (options.dryRun || options.yes || prompts) return;
  throw new UsageError('Cannot ask for the confirm: stdin is not a terminal.', {
    nextStep: 'Pass --yes to confirm without asking, or --dry-run to stop after the preview.',
  });
}

/**
 * A failed processing call (upload, import, registration): 'Error processing {code}: {json}' (§8), as the
 * screens toast it. A session problem or an unreachable backend keeps the CLI's usual wording.
 */
export function processingFailure(error: unknown): unknown {
  if (isHttpError(error) && error.status !== 401 && error.status !== 403) {
    return new UserError(general.processingError(String(error.status), error.answer), { cause: error });
  }
  return fromSdkError(error);
}

/** Flag issues of a validation rule as one usage error: each message with the flag that fixes it. */
export function flagIssues(
  issues: readonly { path: string; message: string }[],
  flags: Readonly<Record<string, string>>,
): UsageError {
  const lines = issues.map((issue) => {
    const top = issue.path.split(/[.[]/)[0] ?? '';
    const flag = flags[top];
    return flag ? `${issue.message} (${flag})` : issue.message;
  });
  return new UsageError(lines.join('\n'), { nextStep: 'Run with --help to see the flags and an example.' });
}

/** The result: one JSON document with `--json`, else the human lines on stdout. */
export function printLines(ctx: CommandContext, lines: readonly string[], json: unknown): void {
  if (ctx.json) ctx.stdout.write(`${JSON.stringify(json)}\n`);
  else if (lines.length > 0) ctx.stdout.write(`${lines.join('\n')}\n`);
}

/** After printing the result: exit 1 with this line on stderr. */
export const failedAfterResult = (message: string) => new RowsFailedError(message);
