import type { CommandContext } from '../../command-context';
import { CancelledError, UsageError } from '../../errors';
import type { ImportPrompts } from './import-prompts';
import { type ConfirmOptions, failedAfterResult, printLines, processingFailure } from './shared';

/** Goes on with `--yes`, or "y" at the question; a "no" is a cancel (exit 130). */
async function confirmed(
  options: ConfirmOptions,
  prompts: ImportPrompts | undefined,
  question: string,
): Promise<void> {
  if (options.yes) return;
  if (!prompts) throw new UsageError('Cannot ask for the confirm: stdin is not a terminal.');
  if (!(await prompts.confirm(question))) throw new CancelledError();
}

/** One import's confirm: what it shows, asks and sends, and its result so far. */
export interface ConfirmStep<T> {
  /** The preview for people, shown on stderr before the question. */
  shown: readonly string[];
  question: string;
  /** The call that imports (or registers); its answer is the import's to print. */
  send: () => Promise<T>;
  /** The result document so far: a refused send prints it with `dryRun: false`, `confirmed: null` and the error. */
  result: Record<string, unknown>;
  /** The lines for people printed with a refused send's result (none unless given). */
  failureLines?: readonly string[];
}

/**
 * The confirm every import asks before it writes: the preview on stderr for the question (not with `--json`, nor
 * with `--yes`, whose result shows it), the question or `--yes`, then the send. A refused send prints the result
 * with its error in the spec's words ('Error processing ...') and exits 1.
 */
export async function confirmAndSend<T>(
  ctx: CommandContext,
  prompts: ImportPrompts | undefined,
  options: ConfirmOptions,
  step: ConfirmStep<T>,
): Promise<T> {
  if (!ctx.json && !options.yes) ctx.stderr.write(`${step.shown.join('\n')}\n`);
  await confirmed(options, prompts, step.question);
  try {
    return await step.send();
  } catch (error) {
    const failure = processingFailure(error) as Error;
    printLines(ctx, step.failureLines ?? [], {
      ...step.result,
      dryRun: false,
      confirmed: null,
      error: failure.message,
    });
    throw failedAfterResult(failure.message);
  }
}
