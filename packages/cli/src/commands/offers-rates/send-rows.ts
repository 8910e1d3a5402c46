import type { Progress } from '../../ui/progress';

export interface SendOutcome<R> {
  /** Rows the server created. */
  sent: number;
  /** Records created (a rate row creates one per country). */
  records: number;
  failed: { row: R; error: string }[];
}

/**
 * Sends rows one by one in a plain loop: a stand-in until the bulk runner (`packages/cli/src/bulk/`) is wired in.
 * A create is not idempotent, so a row is never retried; a failure is kept with its message.
 */
export async function sendRows<R>(
  rows: readonly R[],
  send: (row: R) => Promise<number>,
  describeError: (error: unknown) => string,
  progress: Progress,
): Promise<SendOutcome<R>> {
  const outcome: SendOutcome<R> = { sent: 0, records: 0, failed: [] };
  const state = () => ({ done: outcome.sent, failed: outcome.failed.length, total: rows.length });
  progress.update(state());
  for (const row of rows) {
    try {
      outcome.records += await send(row);
      outcome.sent++;
    } catch (error) {
      outcome.failed.push({ row, error: describeError(error) });
    }
    progress.update(state());
  }
  progress.finish(state());
  return outcome;
}
