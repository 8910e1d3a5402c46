// `pnpm --filter @cellar/backend bench` (after the vitest benches; alone: `node --import tsx bench/soak.ts`): memory
// under load (issue 24). A plain script, not a vitest bench, so that a missed target fails the command (exit 1).
// The built server (`dist/main.js` with SERVER_NODE_FLAGS, as `pnpm start` runs it) takes GET and PATCH of one winery
// on 10 connections for CELLAR_SOAK_SECONDS (600 by default, the 10-minute soak; e.g. 60 for a quick check), after
// 10 s of warm-up. Its memory after full GCs at rest (RSS and JavaScript heap, `memory-after-gc.mjs`), taken after
// the warm-up and after the soak, each time after 10 s idle, must not grow by more than 10 %, and no request may
// fail.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/http/server-node-flags';

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.CELLAR_SOAK_SECONDS ?? 600);
const WARM_UP_SECONDS = 10;
const IDLE_SECONDS = 10;
const CONNECTIONS = 10;
const MAX_GROWTH = 0.1;
const OBJECT = '/db/guillotina/bodegas/herran-de-abalos';

interface Memory {
  rssMb: number;
  heapMb: number;
  externalMb: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'cellar-soak-'));

/** The server as `pnpm start` runs it, with `memory-after-gc.mjs` preloaded; answers its URL once it listens. */
async function startServer(): Promise<{ server: ChildProcess; url: string }> {
  execFileSync('pnpm', ['run', '--silent', 'build'], { cwd: BACKEND_DIR, stdio: 'ignore' });
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--expose-gc', '--import', './bench/memory-after-gc.mjs', 'dist/main.js'],
    {
      cwd: BACKEND_DIR,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIR: join(dataDir, 'no-web'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    // Every log line is read (the pipe must not fill); the first one saying where it listens gives the port.
    createInterface({ input: server.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const port = /listening on http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port !== undefined) resolve(`http://127.0.0.1:${port}`);
    });
  });
  return { server, url };
}

/** The server's memory as the system sees it (`held`) and after a full GC (`memory`), asked over its IPC channel. */
const memoryOf = (server: ChildProcess): Promise<{ held: Memory; memory: Memory }> =>
  new Promise((resolve) => {
    server.once('message', (message) => resolve(message as { held: Memory; memory: Memory }));
    server.send('memory');
  });

async function adminToken(url: string): Promise<string> {
  const anonymous = (await (await fetch(`${url}/v2/auth/get_token`)).json()) as { token: string };
  const login = await fetch(`${url}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${anonymous.token}` },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** GET then PATCH of one object on `CONNECTIONS` loops for `seconds`: the requests sent and those that failed. */
async function load(
  url: string,
  token: string,
  seconds: number,
): Promise<{ requests: number; failed: number }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const until = Date.now() + seconds * 1000;
  let requests = 0;
  let failed = 0;
  const loop = async (connection: number) => {
    for (let turn = 0; Date.now() < until; turn++) {
      const get = await fetch(`${url}${OBJECT}`, { headers });
      await get.arrayBuffer();
      // Titles from a fixed set, so the object itself does not grow.
      const patch = await fetch(`${url}${OBJECT}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ title: `Herrán de Ábalos ${(connection + turn) % 10}` }),
      });
      await patch.arrayBuffer();
      requests += 2;
      if (!get.ok) failed += 1;
      if (patch.status !== 204) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, connection) => loop(connection)));
  return { requests, failed };
}

const growth = (start: number, end: number) => {
  const percent = ((end - start) / start) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)} %`;
};

/** Starts the server, warms it up, measures, loads it, lets it idle, measures again; throws past the target. */
async function soak(): Promise<void> {
  const { server, url } = await startServer();
  try {
    const token = await adminToken(url);
    // The same idle before each measure, so both find the server at rest.
    const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    await load(url, token, WARM_UP_SECONDS);
    await idle();
    const { memory: start } = await memoryOf(server);
    const { requests, failed } = await load(url, token, SECONDS);
    await idle();
    const { held, memory: end } = await memoryOf(server);
    const budget = `budget ≤ ${MAX_GROWTH * 100} %`;
    console.log(
      [
        `soak ${SECONDS} s (CELLAR_SOAK_SECONDS), ${CONNECTIONS} connections: ${requests} requests ` +
          `(${(requests / SECONDS).toFixed(0)}/s), ${failed} failed`,
        `  RSS after warm-up, after GC: ${start.rssMb.toFixed(1)} MB`,
        `  RSS at the end, after GC:    ${end.rssMb.toFixed(1)} MB (${growth(start.rssMb, end.rssMb)}, ${budget})`,
        `  heap after GC: ${start.heapMb.toFixed(1)} -> ${end.heapMb.toFixed(1)} MB ` +
          `(${growth(start.heapMb, end.heapMb)}, ${budget})`,
        `  RSS after ${IDLE_SECONDS} s idle, before any GC: ${held.rssMb.toFixed(1)} MB`,
      ].join('\n'),
    );
    if (failed > 0) throw new Error(`${failed} of ${requests} requests failed`);
    for (const [name, before, after] of [
      ['RSS', start.rssMb, end.rssMb],
      ['heap', start.heapMb, end.heapMb],
    ] as const)
      if (after > before * (1 + MAX_GROWTH))
        throw new Error(
          `${name} after GC grew ${growth(before, after)}: ${before.toFixed(1)} -> ${after.toFixed(1)} MB (${budget})`,
        );
  } finally {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
}

try {
  await soak();
} catch (error) {
  console.error(`memory under load: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
