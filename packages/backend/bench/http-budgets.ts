// `pnpm --filter @cellar/backend bench` (after the vitest benches): the read budgets of issue 27, each beside its
// reference from the same run. The backend runs from its build (dist/main.js) as `pnpm start` runs it, in a child
// process; the load comes from this one (bench/http-load.ts: 50 keep-alive connections, 10 s, as autocannon),
// the reference and the backend by turns in 2 s slices.
//   - at fixture size: GET one object (a winery) and a folder (/bodegas/) against a bare Hono hello-world;
//   - at the seeded size (`pnpm seed`, 100,000 products; seeded first when .data-seeded is missing): @search by
//     title, a page of the 10,000-item folder, @get-logs pages and the ERP lists, one request at a time (their
//     budgets are a request's own time, not a queue's).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { SEED_BIG_FOLDER_KEY } from '../scripts/seed-catalogue';
import { getMeta } from '../src/db/database';
import { SERVER_NODE_FLAGS } from '../src/http/server-node-flags';
import { combine, connectLoad, type LoadOptions, type LoadResult } from './http-load';

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = join(BACKEND_DIR, '..', '..');
const SEEDED_DIR = process.env.SEEDED_DATA_DIR ?? join(REPO_ROOT, '.data-seeded');
const DURATION_MS = Number(process.env.BENCH_HTTP_MS ?? 10_000);
const SINGLE_MS = Number(process.env.BENCH_SINGLE_MS ?? 3_000);

interface Server {
  port: number;
  child: ChildProcess;
}

/** Starts `node <args>` and answers once its stdout shows the port it listens on. */
function startServer(args: string[], env: Record<string, string>, portLine: RegExp): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: BACKEND_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = portLine.exec(seen);
      if (match) {
        // The request log goes on being read, or the pipe would fill and stall the server.
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ port: Number(match[1]), child });
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${seen}`)));
  });
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });

async function backend(dataDir: string): Promise<Server & { token: string }> {
  const server = await startServer(
    [...SERVER_NODE_FLAGS, 'dist/main.js'],
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIR: join(tmpdir(), 'no-web') },
    /listening on http:\/\/localhost:(\d+)/,
  );
  const base = `http://127.0.0.1:${server.port}/v2/auth`;
  const anonymous = (await (await fetch(`${base}/get_token`)).json()) as { token: string };
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { authorization: `Bearer ${anonymous.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin' }),
  });
  const { token } = (await res.json()) as { token: string };
  return { ...server, token };
}

const lines: string[] = [];
const print = (line: string) => {
  lines.push(line);
  console.log(line);
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

async function measure(name: string, options: LoadOptions): Promise<LoadResult> {
  const connections = connectLoad(options);
  // A second of warm-up on the connections then timed, so the JIT has compiled the path before it is timed.
  await connections.run(1_000);
  const result = await connections.run(options.durationMs ?? SINGLE_MS);
  connections.close();
  if (result.errors > 0)
    throw new Error(`${name}: ${result.errors} of ${result.requests} answers were not 2xx`);
  return result;
}

/**
 * The reference and the backend measured by turns, a slice of each at a time, until each has had `DURATION_MS`:
 * on a machine others share, a load that comes and goes then weighs on both alike. Each subject keeps its 50
 * connections through its warm-up and all its slices, as one autocannon run of 10 s does: opened again at each
 * slice, they timed five bursts of connection set-up per subject instead of one untimed (README "Performance").
 */
async function byTurns(subjects: readonly LoadOptions[]): Promise<LoadResult[]> {
  const connections = subjects.map((options) => connectLoad(options));
  for (const subject of connections) await subject.run(1_000);
  const slices = Math.max(1, Math.round(DURATION_MS / 2_000));
  const runs: LoadResult[][] = subjects.map(() => []);
  for (let slice = 0; slice < slices; slice++)
    for (const [index, subject] of connections.entries())
      runs[index]?.push(await subject.run(DURATION_MS / slices));
  for (const subject of connections) subject.close();
  return runs.map((results, index) => {
    const result = combine(results);
    if (result.errors > 0)
      throw new Error(`${subjects[index]?.requests[0]}: ${result.errors} answers were not 2xx`);
    return result;
  });
}

async function throughput() {
  const hello = await startServer(['--import', 'tsx', 'bench/hello-world-server.ts'], {}, /PORT (\d+)/);
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-'));
  const server = await backend(dataDir);
  const headers = { authorization: `Bearer ${server.token}` };
  const cases = [
    {
      name: 'GET one object (a winery)',
      path: '/db/guillotina/bodegas/herran-de-abalos/',
      share: 0.3,
      p99: 20,
    },
    { name: 'GET a folder (/bodegas/)', path: '/db/guillotina/bodegas/', share: 0.2, p99: undefined },
  ];
  const reference: LoadOptions = { port: hello.port, requests: ['/'] };
  const results = await byTurns([
    reference,
    ...cases.map((c) => ({ port: server.port, requests: [c.path], headers })),
  ]);
  const [hellos, ...measured] = results as [LoadResult, ...LoadResult[]];
  print(`hello-world (reference)        ${hellos.rps.toFixed(0).padStart(6)} req/s  p99 ${ms(hellos.p99)}`);
  for (const [index, c] of cases.entries()) {
    const r = measured[index] as LoadResult;
    const share = r.rps / hellos.rps;
    const ok = share >= c.share && (c.p99 === undefined || r.p99 <= c.p99);
    print(
      `${mark(ok)} ${c.name.padEnd(26)} ${r.rps.toFixed(0).padStart(6)} req/s = ${(share * 100).toFixed(1)} % of hello-world (budget >= ${c.share * 100} %)  p99 ${ms(r.p99)}${c.p99 === undefined ? '' : ` (budget <= ${c.p99} ms)`}`,
    );
  }
  await stop(hello);
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

async function seededReads() {
  if (!existsSync(join(SEEDED_DIR, 'cellar.sqlite')))
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--out', SEEDED_DIR], {
      cwd: BACKEND_DIR,
      stdio: 'inherit',
    });
  // A copy, so the sessions the bench logs in leave the seeded database as it was.
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-seeded-'));
  cpSync(join(SEEDED_DIR, 'cellar.sqlite'), join(dataDir, 'cellar.sqlite'));
  const copy = new Database(join(dataDir, 'cellar.sqlite'), { readonly: true });
  const big = getMeta(copy, SEED_BIG_FOLDER_KEY);
  copy.close();
  if (big === undefined) throw new Error(`${SEEDED_DIR} holds no seeded catalogue: run pnpm seed`);
  const server = await backend(dataDir);
  const headers = { authorization: `Bearer ${server.token}` };
  const search = (query: unknown) => ({
    method: 'POST' as const,
    path: '/db/guillotina/@search',
    body: query,
  });
  const page = (from: number) =>
    search({
      query: { bool: { filter: [{ prefix: { path: `${big}/` } }, { term: { depth: 4 } }] } },
      sort: [{ id: 'asc' }],
      from,
      size: 30,
    });
  const cases: { name: string; requests: LoadOptions['requests']; p95: number }[] = [
    {
      name: '@search title, fuzzy',
      requests: ['castilo reserba', 'señorio crianza', 'domane rose', 'tenuta selecion'].map((text) =>
        search({ query: { match: { title: { query: text, fuzziness: 'AUTO' } } }, size: 20 }),
      ),
      p95: 10,
    },
    {
      name: '@search title, prefix',
      requests: ['cast', 'señ', 'vega al', 'quinta rob'].map((text) =>
        search({ query: { match_phrase_prefix: { title: text } }, size: 20 }),
      ),
      p95: 10,
    },
    { name: 'page of the 10,000-item folder', requests: [0, 3_000, 6_000, 9_960].map(page), p95: 10 },
    {
      name: '@get-logs pages',
      requests: [`/db/guillotina/@get-logs?size=20`, `/db/guillotina${big}/@get-logs?size=20`],
      p95: 10,
    },
    {
      name: 'ERP offers',
      requests: [
        { method: 'POST', path: '/db/erp/offers/@search', body: {} },
        { method: 'POST', path: '/db/erp/offers/@search', body: { p: 20 } },
      ],
      p95: 20,
    },
    {
      name: 'ERP opinions',
      requests: ['/db/erp/opinions/@list?status=pend', '/db/erp/opinions/@list?status=publ&page=200'],
      p95: 20,
    },
    { name: 'ERP delays', requests: ['/db/erp/orders/@delayed-orders?shop=cellar'], p95: 20 },
  ];
  for (const c of cases) {
    const r = await measure(c.name, {
      port: server.port,
      requests: c.requests,
      headers,
      connections: 1,
      durationMs: SINGLE_MS,
    });
    print(
      `${mark(r.p95 <= c.p95)} ${c.name.padEnd(31)} p95 ${ms(r.p95).padStart(8)} (budget <= ${c.p95} ms)  p50 ${ms(r.p50)}  ${r.rps.toFixed(0)} req/s`,
    );
  }
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

execFileSync('pnpm', ['exec', 'tsup'], { cwd: BACKEND_DIR, stdio: 'ignore' });
print(
  `Machine: nproc ${execFileSync('nproc').toString().trim()}, ${cpus()[0]?.model ?? 'unknown'}; node ${process.version}`,
);
await throughput();
if (process.env.BENCH_HTTP_ONLY_THROUGHPUT === undefined) await seededReads();
