// Preloaded into the server the soak measures (`node <SERVER_NODE_FLAGS> --expose-gc --import
// ./bench/memory-after-gc.mjs dist/main.js`): over the IPC channel of its parent it answers 'memory' with the
// process's memory as the system sees it (`held`: what it keeps until a collection happens to run) and after full
// collections at rest (`memory`: what the server truly holds, not garbage waiting to be collected).
import { setTimeout as sleep } from 'node:timers/promises';

const gc = globalThis.gc;
if (gc === undefined) throw new Error('memory-after-gc.mjs needs node --expose-gc');

/**
 * Full collections one second apart for this long. V8 keeps its young generation at the size a busy process grew
 * it to (up to twice `--max-semi-space-size`) through any number of back-to-back collections, and gives it back only
 * at a collection that finds the allocation rate low over about the last 5 s; so one collection measured that
 * generation's size under the last load, not what the server holds, and two soaks of one server could differ by it.
 */
const REST_SECONDS = 7;

const mb = (bytes) => bytes / 2 ** 20;
const usage = () => {
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rssMb: mb(rss), heapMb: mb(heapUsed), externalMb: mb(external) };
};

process.on('message', async (message) => {
  if (message !== 'memory') return;
  const held = usage();
  for (let second = 0; second < REST_SECONDS; second++) {
    gc();
    await sleep(1000);
  }
  // The second collection frees what the first one's finalisers let go.
  gc();
  gc();
  process.send?.({ held, memory: usage() });
});
// The IPC channel must not keep a server that was asked to stop alive.
process.channel?.unref();
