// `pnpm --filter @cellar/cli bench` (and the root `pnpm bench`): 30,000 competitor URLs (`ROWS=n` for another
// count) updated through
// `cellar competitors update` against the same PATCH @price-comparator calls driven directly with the SDK (the
// same batch size and concurrency), in the same run, against one backend started as a process of its own
// (`src/main.ts`, its database on disk), over HTTP as in real use. The CLI runs in this process through `run`
// (what `bin/cellar.js` calls; a spawned `cellar` would add node's start-up, not the command's cost).
// Target: the CLI at ≥ 80 % of the direct request rate. It prints both rates and the ratio, and exits 1 below
// the target. A URL needs a product group of the catalogue: the backend loads a copy of fixtures/ with ROWS more
// products, one per group the bench sends. Not a test.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createClient } from '@cellar/sdk';
import { run } from '../src/cli';
import type { Output } from '../src/command-context';

// 30,000: since the backend's calls got faster (issue 27), 10,000 rows took 0.15 s, a length at which the ratio
// measured the runs' start (first calls, the file's first chunk) and moved 67-87 % from run to run; 30,000 rows
// measure the rate (89-90 % in the same session).
const ROWS = Number(process.env.ROWS ?? 30_000);
const BATCH = 100;
const CONCURRENCY = 4;
const TARGET = 0.8;
const COUNTRY = 'es';
const BACKEND_DIR = fileURLToPath(new URL('../../backend', import.meta.url));
const FIXTURES_DIR = fileURLToPath(new URL('../../../fixtures', import.meta.url));

const dir = await mkdtemp(join(tmpdir(), 'cellar-cli-bench-'));
const group = (i: number) => `bench-group-${i}`;

/** A copy of fixtures/ whose catalogue also has the groups the bench sends URLs for. */
async function benchFixtures(): Promise<string> {
  const fixtures = join(dir, 'fixtures');
  await cp(FIXTURES_DIR, fixtures, { recursive: true });
  const file = join(fixtures, 'erp', 'products.json');
  const products = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>[];
  const model = products[0] as Record<string, unknown>;
  for (let i = 0; i < ROWS; i += 1)
    products.push({
      ...model,
      id_producto: `BENCH${String(i).padStart(6, '0')}`,
      grupo: group(i),
      nombre: group(i),
    });
  await writeFile(file, JSON.stringify(products));
  return fixtures;
}

/** The backend on a free port, its database in the bench's directory; answers its base URL. */
async function startBackend(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: BACKEND_DIR,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: join(dir, 'data'),
      FIXTURES_DIR: await benchFixtures(),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const port = /listening on http:\/\/localhost:(\d+)/.exec(line)?.[1];
    if (port) {
      // Keep reading its log so that the pipe never fills.
      lines.on('line', () => {});
      return { child, base: `http://localhost:${port}` };
    }
  }
  throw new Error('the backend exited before listening');
}
const { child: backendProcess, base } = await startBackend();
const fetch = (request: Request) => globalThis.fetch(request);
const env = { CELLAR_CONFIG_DIR: join(dir, 'config') };

const sink = (): Output & { text: string } => {
  const out = {
    text: '',
    isTTY: false,
    write: (s: string) => {
      out.text += s;
      return true;
    },
  };
  return out;
};
async function cellar(args: string[], stdin = '') {
  const stdout = sink();
  const stderr = sink();
  const code = await run(['--base-url', base, ...args], {
    stdin: Object.assign(Readable.from(stdin ? [stdin] : []), { isTTY: false }),
    stdout,
    stderr,
    env,
    fetch,
    platform: 'linux',
    homedir: dir,
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

const rowsOf = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({
    group: group(i),
    url: `https://www.rival.example/${COUNTRY}/${tag}/${group(i)}`,
  }));

interface Rate {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
}

/** The same calls without the CLI: the SDK in a pool of CONCURRENCY loops, BATCH rows a call. */
async function direct(count: number, tag: string): Promise<Rate> {
  const token = await createClient({ baseUrl: base, fetch }).session.login({
    email: 'admin@example.com',
    password: 'admin',
  });
  const client = createClient({ baseUrl: base, fetch, getToken: () => token });
  const rows = rowsOf(count, tag);
  const batches: (typeof rows)[] = [];
  for (let i = 0; i < rows.length; i += BATCH) batches.push(rows.slice(i, i + BATCH));
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < batches.length) {
        const batch = batches[next++]!;
        const answer = await client.erp.priceComparator.update(COUNTRY, batch);
        if (answer.ko > 0) throw new Error(`direct: ${answer.ko} rows refused`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, requests: batches.length, requestsPerSecond: batches.length / seconds };
}

/** The CLI on a CSV of `count` rows, from reading the file to the last journal write. */
async function viaCli(count: number, tag: string): Promise<Rate> {
  const file = join(dir, `urls-${tag}.csv`);
  await writeFile(
    file,
    `group,url\n${rowsOf(count, tag)
      .map((row) => `${row.group},${row.url}`)
      .join('\n')}\n`,
  );
  const args = ['--json', 'competitors', 'update', '--country', COUNTRY, file];
  const flags = ['--batch-size', String(BATCH), '--concurrency', String(CONCURRENCY)];
  const started = performance.now();
  const result = await cellar([...args, ...flags]);
  const seconds = (performance.now() - started) / 1000;
  if (result.code !== 0) throw new Error(`cellar exited ${result.code}: ${result.stderr}`);
  const answer = JSON.parse(result.stdout) as { done: number };
  if (answer.done !== count) throw new Error(`cellar: ${answer.done} of ${count} rows done`);
  const requests = Math.ceil(count / BATCH);
  return { seconds, requests, requestsPerSecond: requests / seconds };
}

try {
  const login = await cellar(['login', '--email', 'admin@example.com', '--password-stdin'], 'admin\n');
  if (login.code !== 0) throw new Error(`login: ${login.stderr}`);
  // Warm up both paths (JIT, SQLite's statements and pages), then measure them in turn, five times each (the best of each: other work on the machine only slows a run down).
  await direct(1000, 'warm-direct');
  await viaCli(1000, 'warm-cli');
  const directRuns: Rate[] = [];
  const cliRuns: Rate[] = [];
  // In turn, each going first every other round, so neither always finds the database after the other's writes.
  for (const round of [1, 2, 3, 4, 5]) {
    if (round % 2 === 1) directRuns.push(await direct(ROWS, `direct-${round}`));
    cliRuns.push(await viaCli(ROWS, `cli-${round}`));
    if (round % 2 === 0) directRuns.push(await direct(ROWS, `direct-${round}`));
  }
  const best = (runs: Rate[]) => runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const d = best(directRuns);
  const c = best(cliRuns);
  const ratio = c.requestsPerSecond / d.requestsPerSecond;
  const show = (r: Rate) =>
    `${r.requestsPerSecond.toFixed(1)} requests/s (${((r.requests * BATCH) / r.seconds).toFixed(0)} URLs/s, ${r.seconds.toFixed(2)} s)`;
  console.log(
    `competitors update, ${ROWS} URLs, batch ${BATCH}, concurrency ${CONCURRENCY} (best of 5 each):\n` +
      `  backend driven directly (SDK): ${show(d)}\n` +
      `  through the CLI:               ${show(c)}\n` +
      `  ratio ${(ratio * 100).toFixed(0)} % (target ≥ ${TARGET * 100} %)`,
  );
  if (ratio < TARGET) {
    console.error('FAIL: the CLI is below the target.');
    process.exitCode = 1;
  }
} finally {
  backendProcess.kill('SIGTERM');
  await once(backendProcess, 'exit');
  await rm(dir, { recursive: true, force: true });
}
