import { describe, expect, it } from 'vitest';
import { settleEach } from './settle-each';

describe('settleEach', () => {
  it('goes on past a refused item and answers every outcome in the items’ order', async () => {
    const seen: string[] = [];
    const outcomes = await settleEach(
      [1, 2, 3],
      async (n) => {
        if (n === 2) throw new Error('not pending');
        return n * 10;
      },
      { onSettled: (outcome, done, total) => seen.push(`${done}/${total}:${outcome.ok}`) },
    );
    expect(outcomes).toEqual([
      { item: 1, ok: true, value: 10 },
      { item: 2, ok: false, error: new Error('not pending') },
      { item: 3, ok: true, value: 30 },
    ]);
    expect(seen).toEqual(['1/3:true', '2/3:false', '3/3:true']);
  });

  it('runs at most `concurrency` calls at once', async () => {
    let running = 0;
    let most = 0;
    await settleEach(
      Array.from({ length: 10 }, (_, i) => i),
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((done) => setTimeout(done, 1));
        running -= 1;
      },
      { concurrency: 3 },
    );
    expect(most).toBe(3);
  });

  it('stops at an error that would refuse every item, and rejects with it', async () => {
    const called: number[] = [];
    const down = new Error('unreachable');
    await expect(
      settleEach(
        [1, 2, 3],
        async (n) => {
          called.push(n);
          if (n === 2) throw down;
        },
        { stopOn: (error) => error === down },
      ),
    ).rejects.toBe(down);
    expect(called).toEqual([1, 2]);
  });

  it('answers nothing for no items', async () => {
    expect(await settleEach([], async () => 1)).toEqual([]);
  });
});
