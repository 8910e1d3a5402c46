import { type CommandContext, printResult } from '../../command-context';
import { CancelledError, fromSdkError } from '../../errors';
import { createProgress } from '../../ui/create-progress';
import { sessionClient } from '../session-client';
import {
  formatAudienceCount,
  formatSendingProgress,
  sendingDone,
  sendingProgressState,
  watchSending,
} from './newsletter-format';
import { newsletterRef } from './newsletter-ref';

/** §9: the web polls the sending's progress every 2 s. */
export const PROGRESS_POLL_MS = 2000;

const sdkCall = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw fromSdkError(error);
  }
};

/** `cellar newsletter count ID`: the audience count with its source, as the Schedule tab shows it. */
export async function audienceCount(ctx: CommandContext, id: string): Promise<void> {
  const newsletter = newsletterRef(id);
  const client = await sessionClient(ctx);
  const count = await sdkCall(() => client.newsletters.audienceCount(newsletter.path));
  printResult(ctx, formatAudienceCount(count), {
    newsletter: newsletter.id,
    path: newsletter.path,
    ...count,
  });
}

/** Waits `ms`, or less when `signal` aborts. */
const abortableSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** Calls `handler` on each Ctrl+C until the returned function is called. */
const onSigint = (handler: () => void) => {
  process.on('SIGINT', handler);
  return () => {
    process.off('SIGINT', handler);
  };
};

/**
 * `cellar newsletter progress ID [--watch]`: one reading of the sending's counters, or with `--watch` a reading every
 * 2 s shown as a progress bar (plain lines when not a terminal) until the sending is over; the last reading is the
 * result. Ctrl+C stops watching (the sending goes on): the last reading is printed, exit 130.
 */
export async function sendingProgress(
  ctx: CommandContext,
  id: string,
  options: {
    watch?: boolean;
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    onInterrupt?: (handler: () => void) => () => void;
  },
): Promise<void> {
  const newsletter = newsletterRef(id);
  const client = await sessionClient(ctx);
  const read = () => sdkCall(() => client.newsletters.progress(newsletter.path));
  let last: Awaited<ReturnType<typeof read>>;
  let interrupted = false;
  if (options.watch) {
    const progress = await createProgress(ctx, { unit: 'emails', plainEveryMs: 0 });
    let latest = { done: 0, failed: 0 };
    const abort = new AbortController();
    const stopListening = (options.onInterrupt ?? onSigint)(() => abort.abort());
    try {
      ({ progress: last, interrupted } = await watchSending({
        read,
        onReading: (reading) => {
          latest = sendingProgressState(reading);
          progress.update(latest);
        },
        sleep: options.sleep ?? abortableSleep,
        intervalMs: PROGRESS_POLL_MS,
        signal: abort.signal,
      }));
    } finally {
      stopListening();
      // Release the terminal (the bar) before anything else is printed.
      progress.finish(latest);
    }
  } else {
    last = await read();
  }
  printResult(ctx, formatSendingProgress(last), {
    newsletter: newsletter.id,
    path: newsletter.path,
    ...last,
    done: sendingDone(last),
  });
  if (interrupted) throw new CancelledError('Stopped watching: the sending goes on.');
}
