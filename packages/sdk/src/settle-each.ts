/** What became of one item of a batch: its call's answer, or the error it was refused with. */
export type Settled<Item, Value> =
  | { item: Item; ok: true; value: Value }
  | { item: Item; ok: false; error: unknown };

export interface SettleEachOptions<Item, Value> {
  /** How many calls run at once (default 1: one after the other, in order). */
  concurrency?: number;
  /** Called as each item settles, in the order they settle (progress, a line per item). */
  onSettled?: (settled: Settled<Item, Value>, done: number, total: number) => void;
  /**
   * An error that would refuse every other item too (the server unreachable, the session over): the batch stops
   * at once and `settleEach` rejects with it. Any other error is that item's refusal.
   */
  stopOn?: (error: unknown) => boolean;
}

/**
 * Runs one call per item and answers each item's outcome, so that a batch (publish these opinions, expire these
 * offers) goes on past a refused item and can name each refusal. The admin's bulk actions and the CLI's
 * `opinions publish|refuse` share it.
 *
 * @example
 * const outcomes = await settleEach(ids, (id) => client.erp.opinions.publish(id), { concurrency: 4 });
 * const refused = outcomes.filter((outcome) => !outcome.ok);
 */
export async function settleEach<Item, Value>(
  items: readonly Item[],
  call: (item: Item) => Promise<Value>,
  { concurrency = 1, onSettled, stopOn }: SettleEachOptions<Item, Value> = {},
): Promise<Settled<Item, Value>[]> {
  const outcomes: Settled<Item, Value>[] = new Array(items.length);
  let next = 0;
  let done = 0;
  let stopped: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !stopped) {
      const index = next;
      next += 1;
      const item = items[index] as Item;
      let outcome: Settled<Item, Value>;
      try {
        outcome = { item, ok: true, value: await call(item) };
      } catch (error) {
        if (stopOn?.(error)) {
          stopped ??= { error };
          return;
        }
        outcome = { item, ok: false, error };
      }
      outcomes[index] = outcome;
      done += 1;
      onSettled?.(outcome, done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  if (stopped) throw stopped.error;
  return outcomes;
}
