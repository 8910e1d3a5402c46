import { type ExportSource, exportChunks } from '@cellar/sdk';
import {
  DEFAULT_RETRY,
  type RetryPolicy,
  type RetryRuntime,
  systemRetryRuntime,
  withRetries,
} from '../../bulk/retry';
import type { CommandContext } from '../../command-context';
import { CancelledError, fromSdkError, UsageError } from '../../errors';
import { createProgress } from '../../ui/create-progress';
import { sessionClient } from '../session-client';
import { type ExportFormat, encoderFor } from './encode';
import { fileSink, type Sink, stdoutSink } from './sink';

export const EXPORT_KINDS = ['offers', 'opinions', 'audit-log', 'matches'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The one result of `--json`. `file` is absolute, null when the rows went to stdout. */
export interface ExportSummary {
  kind: ExportKind;
  format: ExportFormat;
  rows: number;
  file: string | null;
}

export interface ExportRequest<Filters> {
  kind: ExportKind;
  source: ExportSource<Filters>;
  filters: Filters;
  format: ExportFormat;
  output?: string;
  pageSize: number;
}

/** Calls `onInterrupt` on Ctrl+C until the returned function stops listening. */
export type InterruptSource = (onInterrupt: () => void) => () => void;

/** The first Ctrl+C asks the export to stop after the page under way; a second one kills the process as usual. */
export const processInterrupts: InterruptSource = (onInterrupt) => {
  process.once('SIGINT', onInterrupt);
  return () => process.off('SIGINT', onInterrupt);
};

/**
 * Streams every row of one kind: each page written as it arrives (to stdout, or to `--output` through a temporary
 * file renamed at the end), never more than one page held. Progress on stderr when writing a file.
 */
export async function runExport<Filters>(
  ctx: CommandContext,
  request: ExportRequest<Filters>,
  interrupts: InterruptSource = processInterrupts,
  retry: { policy: RetryPolicy; runtime: RetryRuntime } = {
    policy: DEFAULT_RETRY,
    runtime: systemRetryRuntime,
  },
): Promise<ExportSummary> {
  if (ctx.json && request.output === undefined) {
    throw new UsageError('--json prints the export’s summary on stdout, so the rows need a file.', {
      nextStep: 'Add --output FILE.',
    });
  }
  const client = await sessionClient(ctx);
  const sink: Sink = request.output === undefined ? stdoutSink(ctx.stdout) : await fileSink(request.output);
  // `await`: the progress display may load ink first (a terminal), or be ready at once.
  const progress = sink.file
    ? await createProgress(ctx, { unit: request.kind === 'audit-log' ? 'entries' : 'rows' })
    : undefined;
  const say = (line: string) => {
    if (progress) progress.log(line);
    else if (!ctx.json) ctx.stderr.write(`${line}\n`);
  };
  const read = <T>(call: () => Promise<T>) =>
    withRetries(call, retry.policy, {
      ...retry.runtime,
      onRetry: ({ attempt, attempts, waitMs, reason }) =>
        say(
          `The server did not answer (${reason}): retrying in ${(waitMs / 1000).toFixed(1)}s (${attempt + 1} of ${attempts}).`,
        ),
    });
  const encoder = encoderFor(request.format, request.source.columns, request.source.whole);
  let interrupted = false;
  const stopListening = interrupts(() => {
    interrupted = true;
  });
  let rows = 0;
  let total: number | undefined;
  let repeated = 0;
  try {
    for await (const chunk of exportChunks(client, request.source, request.filters, {
      pageSize: request.pageSize,
      read,
      encoder,
    })) {
      await sink.write(chunk.text);
      ({ rows, total, repeated } = chunk);
      if (chunk.pages > 0) progress?.update({ done: rows, total });
      if (interrupted) throw new CancelledError();
    }
    await sink.commit();
  } catch (error) {
    await sink.abort();
    progress?.finish({ done: rows, total });
    if (error instanceof CancelledError && sink.file) {
      ctx.stderr.write(`Interrupted after ${rows} rows: ${sink.file} was not written.\n`);
    }
    throw fromSdkError(error);
  } finally {
    stopListening();
  }
  if (repeated > 0)
    say(
      `${repeated} ${repeated === 1 ? 'row' : 'rows'} came twice (the list changed while it was read): written once.`,
    );
  progress?.finish({ done: rows, total: total ?? rows });
  return { kind: request.kind, format: request.format, rows, file: sink.file ?? null };
}

/** The summary: one JSON document on stdout with `--json`, else a line for people on stderr. */
export function printSummary(ctx: CommandContext, summary: ExportSummary): void {
  if (ctx.json) {
    ctx.stdout.write(`${JSON.stringify(summary)}\n`);
    return;
  }
  const what = summary.kind === 'audit-log' ? 'audit log entries' : summary.kind;
  ctx.stderr.write(
    summary.file
      ? `Exported ${summary.rows} ${what} to ${summary.file}\n`
      : `Exported ${summary.rows} ${what}.\n`,
  );
}
