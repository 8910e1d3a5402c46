import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { batchedStdout, turnBatchedLog } from './turn-batched-log';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A logger on a batched destination whose writes are recorded, one string per write. */
const recorded = () => {
  const writes: string[] = [];
  const logger = pino(
    { base: null, timestamp: false },
    turnBatchedLog({ write: (text) => writes.push(text) }),
  );
  return { writes, logger };
};

describe('turnBatchedLog', () => {
  it("writes the lines of one turn of the event loop in one write, at that turn's end", async () => {
    const { writes, logger } = recorded();
    logger.info('one');
    logger.info('two');
    logger.info('three');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(
      writes[0]
        ?.trim()
        .split('\n')
        .map((line) => JSON.parse(line).msg),
    ).toEqual(['one', 'two', 'three']);
  });

  it("writes a quiet server's single line at the end of its turn, not once some size is reached", async () => {
    const { writes, logger } = recorded();
    logger.info('alone');
    await nextTurn();
    expect(writes).toEqual(['{"level":30,"msg":"alone"}\n']);
    await nextTurn();
    expect(writes).toHaveLength(1);
  });

  it('writes what is left when the process exits in the middle of a turn', () => {
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
    const script = `import { createLogger } from ${JSON.stringify(logger)};
      const log = createLogger('info');
      for (let i = 0; i < 3; i++) log.info({ i }, 'before exit');
      process.exit(0);`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(
      out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).i),
    ).toEqual([0, 1, 2]);
  });

  it('gives the process one stdout destination and one exit hook, however many times the module is loaded', async () => {
    const hooks = process.listenerCount('exit');
    const first = batchedStdout();
    vi.resetModules();
    const again = (await import('./turn-batched-log')) as typeof import('./turn-batched-log');
    expect(again.batchedStdout()).toBe(first);
    expect(process.listenerCount('exit')).toBeLessThanOrEqual(hooks + 1);
  });
});
