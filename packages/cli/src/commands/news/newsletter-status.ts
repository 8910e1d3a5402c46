import { type CommandContext, printResult } from '../../command-context';
import { fromSdkError } from '../../errors';
import { createProgress } from '../../ui/progress';
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

/**
 * `cellar newsletter progress ID [--watch]`: one reading of the sending's counters, or with `--watch` a reading every
 * 2 s shown as a progress bar (plain lines when not a terminal) until the sending is over; the last reading is the
 * result.
 */
export async function sendingProgress(
  ctx: CommandContext,
  id: string,
  options: { watch?: boolean; sleep?: (ms: number) => Promise<void> },
): Promise<void> {
  const newsletter = newsletterRef(id);
  const client = await sessionClient(ctx);
  const read = () => sdkCall(() => client.newsletters.progress(newsletter.path));
  let last: Awaited<ReturnType<typeof read>>;
  if (options.watch) {
    const progress = await createProgress(ctx, { unit: 'emails', plainEveryMs: 0 });
    let latest = { done: 0, failed: 0 };
    try {
      last = await watchSending({
        read,
        onReading: (reading) => {
          latest = sendingProgressState(reading);
          progress.update(latest);
        },
        sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
        intervalMs: PROGRESS_POLL_MS,
      });
      progress.finish(sendingProgressState(last));
    } catch (error) {
      // Release the terminal (the bar) before the error is printed.
      progress.finish(latest);
      throw error;
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
}
