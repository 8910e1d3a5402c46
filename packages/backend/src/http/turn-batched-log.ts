import { type DestinationStream, destination } from 'pino';

/** Where the lines go: a sonic-boom on a file descriptor as `pino.destination` makes it, or a test's recorder. */
export interface LineSink {
  write(text: string): unknown;
}

/**
 * A log destination that writes the lines logged during one turn of the event loop in one write, at the end of
 * that turn (`setImmediate`), and whatever is left when the process exits. Under load a turn answers many requests,
 * so their request lines cost one write instead of one each (a synchronous write per line was about a tenth of a
 * small GET's time, README "Performance"); a quiet server's line still goes out at once, never held for a size.
 */
export function turnBatchedLog(sink: LineSink = destination({ dest: 1, sync: true })): DestinationStream {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.length === 1 ? (pending[0] as string) : pending.join('');
    pending = [];
    sink.write(text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}

/** Where the process's one batched stdout is kept: on `globalThis`, so a module loaded again (a test runner's) finds it. */
const STDOUT = Symbol.for('cellar.backend.batchedStdout');

/**
 * The process's one batched stdout: every logger of the process writes through it, so their lines keep their order,
 * and the process holds one exit hook for it however many times this module is loaded.
 */
export function batchedStdout(): DestinationStream {
  const global = globalThis as { [STDOUT]?: DestinationStream };
  global[STDOUT] ??= turnBatchedLog();
  return global[STDOUT];
}
