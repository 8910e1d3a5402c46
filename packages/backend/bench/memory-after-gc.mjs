// Preloaded into the server the soak measures (`node --expose-gc --import ./bench/memory-after-gc.mjs
// dist/main.js`): over the IPC channel of its parent it answers 'memory' with the process's memory after full
// collections, so the figures are what the server holds, not garbage waiting to be collected.
const gc = globalThis.gc;
if (gc === undefined) throw new Error('memory-after-gc.mjs needs node --expose-gc');

const mb = (bytes) => bytes / 2 ** 20;

process.on('message', (message) => {
  if (message !== 'memory') return;
  // The second collection frees what the first one's finalisers let go.
  gc();
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send?.({ memory: { rssMb: mb(rss), heapMb: mb(heapUsed), externalMb: mb(external) } });
});
// The IPC channel must not keep a server that was asked to stop alive.
process.channel?.unref();
