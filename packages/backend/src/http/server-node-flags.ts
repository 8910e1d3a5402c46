/**
 * The Node flags the server runs with: `pnpm start` (the root's and the backend's), `scripts/start.sh` and the
 * benches that measure the built server all start `node <SERVER_NODE_FLAGS> dist/main.js`
 * (`server-node-flags.test.ts` holds them to it).
 *
 * `--max-semi-space-size=8` (MiB): V8's young generation, where a request's short-lived objects go, grows under a
 * steady load to twice its largest semi-space (32 MiB with Node 20's default of 16) and is kept, even through full
 * collections, until V8 sees the process at rest. It was what the 10-minute soak found held after a GC (issue 24,
 * README "Memory under load"); 8 halves it to 16 MiB for no throughput measurably lost.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--enable-source-maps', '--max-semi-space-size=8'];
