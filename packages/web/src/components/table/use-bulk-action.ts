import { isNetworkError, isUnauthorized, settleEach } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';

const messages = commerceMessages.bulk;

/** One action on many rows: its items, the call for each, and how the summary names them. */
export interface BulkRequest<Item> {
  items: readonly Item[];
  call: (item: Item) => Promise<unknown>;
  /** A row as the summary names it ('#12 (VI10903)'). */
  name: (item: Item) => string;
  /** The rows' noun, singular ('opinion'), and the action's past participle ('published'). */
  noun: string;
  verb: string;
}

/** How a bulk action ended: how many went through, and each refused row with the server's reason. */
export interface BulkSummary {
  done: string;
  refusedTitle: string | null;
  refused: readonly { name: string; reason: string }[];
}

export interface BulkAction {
  /** Runs the request (four calls at a time); resolves once every row has its answer. */
  run: <Item>(request: BulkRequest<Item>) => Promise<void>;
  /** While it runs: how many rows have their answer. */
  progress: { done: number; total: number } | null;
  /** Once it ran, until the next run. */
  summary: BulkSummary | null;
}

// An answer that would refuse every other row too (the backend unreachable, the session over) stops the batch:
// it is said once, not once per row.
const stopsTheBatch = (error: unknown) => isNetworkError(error) || isUnauthorized(error);

/**
 * The table kit's bulk actions: one call per selected row through the SDK's `settleEach` (the batch runner the
 * CLI's `opinions publish|refuse` uses), with progress, a toast for what went through and a summary naming each
 * refused row and the server's reason (its error body's message).
 */
export function useBulkAction(): BulkAction {
  const [progress, setProgress] = useState<BulkAction['progress']>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);

  const run = useCallback(async <Item>(request: BulkRequest<Item>) => {
    setSummary(null);
    setProgress({ done: 0, total: request.items.length });
    try {
      const outcomes = await settleEach(request.items, request.call, {
        concurrency: 4,
        stopOn: stopsTheBatch,
        onSettled: (_, done, total) => setProgress({ done, total }),
      });
      const refused = outcomes.flatMap((outcome) =>
        outcome.ok ? [] : [{ name: request.name(outcome.item), reason: errorMessage(outcome.error) }],
      );
      const done = messages.done(outcomes.length - refused.length, request.noun, request.verb);
      if (refused.length < outcomes.length) toast.success(done);
      setSummary({
        done,
        refusedTitle:
          refused.length > 0 ? messages.refused(refused.length, request.noun, request.verb) : null,
        refused,
      });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  }, []);

  return { run, progress, summary };
}
