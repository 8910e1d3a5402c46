// Preloaded into the server the soak measures (`node --expose-gc --import ./bench/memory-after-gc.mjs
// dist/main.js`): over the IPC channel of its parent it answers 'memory' with the process's memory as the system
// sees it (`held`: what it keeps until a collection happens to run) and after full collections (`memory`: what the
// server truly holds, not garbage waiting to be collected).
const gc = globalThis.gc;
if (gc === undefined) throw new Error('memory-after-gc.mjs needs node --expose-gc');

const mb = (bytes) => bytes / 2 ** 20;
const usage = () => {
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rssMb: mb(rss), heapMb: mb(heapUsed), externalMb: mb(external) };
};

process.on('message', (message) => {
  if (message !== 'memory') return;
  const held = usage();
  // The second collection frees what the first one's finalisers let go.
  gc();
  gc();
  process.send?.({ held, memory: usage() });
});
// The IPC channel must not keep a server that was asked to stop alive.
process.channel?.unref();
