import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from '@cellar/backend';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deferred, runCli, tempConfigDir } from '../test-harness';

// Ctrl+C as a person presses it: SIGINT to a `cellar` process of its own (the sources through tsx, as `pnpm -s
// cellar` runs them), talking over HTTP to the reference backend behind a proxy that can hold a request, so the
// signal comes at a chosen moment: while a --resume gets ready, and while rows are being sent.
const BIN = fileURLToPath(new URL('../../bin/cellar-from-source.js', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../../../fixtures/', import.meta.url));

let backend: ReturnType<typeof createBackend>;
let server: Server;
let base: string;
/** Called with each request before it reaches the backend; its promise holds the request until it settles. */
let gate: (request: Request) => Promise<void> = async () => {};

beforeAll(async () => {
  backend = createBackend({ dataDir: ':memory:', logLevel: 'silent' });
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value);
    const request = new Request(`${base}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    await gate(request.clone());
    const answer = await backend.fetch(request);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  backend.close();
});

let dir: string;
let work: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempConfigDir());
  work = await mkdtemp(join(tmpdir(), 'cellar-ctrl-c-'));
  gate = async () => {};
  const login = await cli(['login', '--email', 'admin@example.com', '--password-stdin'], {
    stdin: 'admin\n',
  });
  expect(login.code).toBe(0);
});
afterEach(async () => {
  await cleanup();
  await rm(work, { recursive: true, force: true });
});

/** `cellar` in this process, against the same backend. */
const cli = (
  args: string[],
  options: { stdin?: string; fetch?: (request: Request) => Promise<Response> } = {},
) =>
  runCli(['--base-url', base, ...args], {
    stdin: options.stdin,
    fetch: options.fetch ?? ((request) => backend.fetch(request)),
    env: { CELLAR_CONFIG_DIR: dir },
  });

/** `cellar` as a process of its own; `stderr()` is what it wrote there so far, `exit` its exit code. */
function spawnCli(args: string[]): {
  child: ChildProcess;
  stderr: () => string;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, [BIN, '--base-url', base, ...args], {
    env: { ...process.env, CELLAR_CONFIG_DIR: dir, CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  child.stdout?.resume();
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { child, stderr: () => stderr, exit };
}

/** Resolves when `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const lastEvent = async (journal: string) =>
  JSON.parse((await readFile(journal, 'utf8')).trim().split('\n').at(-1) as string) as {
    t: string;
    reason?: string;
  };

describe('Ctrl+C (SIGINT to the cellar process)', () => {
  it('during a --resume’s start-up: the journal records the stop, the resume line is printed, exit 130', async () => {
    const file = join(work, 'offers.csv');
    await copyFile(join(FIXTURES, 'bulk/offers-good.csv'), file);
    // A first run stopped after one offer (Ctrl+C in this process: only the listeners run), leaving a journal.
    const first = await cli(['offers', 'create', file, '--concurrency', '1'], {
      fetch: async (request) => {
        const answer = await backend.fetch(request);
        if (request.method === 'POST' && new URL(request.url).pathname === '/db/erp/offers/')
          process.emit('SIGINT');
        return answer;
      },
    });
    expect(first.code).toBe(130);

    // The resume checks its rows with the server first: Ctrl+C while that check waits for an answer.
    let checking = false;
    const held = deferred();
    gate = async (request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/db/erp/@graphql') return;
      checking = true;
      await held.promise;
    };
    const args = ['offers', 'create', file, '--concurrency', '1', '--resume'];
    const resume = spawnCli(args);
    try {
      await until(() => checking, 'the resume to check its rows');
      resume.child.kill('SIGINT');
      expect(await resume.exit).toBe(130);
    } finally {
      held.resolve();
      resume.child.kill('SIGKILL');
    }
    expect(resume.stderr()).toContain(
      `Interrupted. Resume with: cellar --base-url ${base} ${args.join(' ')}\n`,
    );
    expect(await lastEvent(`${file}.journal`)).toMatchObject({ t: 'stop', reason: 'interrupt' });
    await expect(stat(`${file}.journal.lock`)).rejects.toMatchObject({ code: 'ENOENT' });

    gate = async () => {};
    const again = await cli(['--json', ...args]);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ total: 5, done: 5, failed: 0, skipped: 1 });
  }, 60_000);

  it('while rows are sent: the calls in flight finish, the journal records the stop, exit 130; --resume sends the rest', async () => {
    const groups = (
      JSON.parse(await readFile(join(FIXTURES, 'erp/products.json'), 'utf8')) as { grupo: string }[]
    ).map((product) => product.grupo);
    const rows = [...new Set(groups)].sort().slice(200, 240);
    const file = join(work, 'urls.csv');
    await writeFile(
      file,
      `group,url\n${rows.map((g) => `${g},https://www.rival.example/it/${g}`).join('\n')}\n`,
    );

    let patches = 0;
    const held = deferred();
    gate = async (request) => {
      if (request.method !== 'PATCH') return;
      patches += 1;
      await held.promise;
    };
    const args = [
      'competitors',
      'update',
      '--country',
      'it',
      '--batch-size',
      '5',
      '--concurrency',
      '2',
      file,
    ];
    const run = spawnCli(args);
    try {
      await until(() => patches === 2, 'two calls in flight');
      run.child.kill('SIGINT');
      await until(() => run.stderr().includes('Stopping: waiting for the calls in flight'), 'the stop');
      held.resolve();
      expect(await run.exit).toBe(130);
    } finally {
      held.resolve();
      run.child.kill('SIGKILL');
    }
    expect(patches).toBe(2);
    expect(run.stderr()).toContain(
      `Interrupted. Resume with: cellar --base-url ${base} ${args.join(' ')} --resume\n`,
    );
    expect(await lastEvent(`${file}.journal`)).toMatchObject({ t: 'stop', reason: 'interrupt' });
    await expect(stat(`${file}.journal.lock`)).rejects.toMatchObject({ code: 'ENOENT' });

    gate = async () => {};
    const resumed = await cli(['--json', ...args, '--resume']);
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ total: 40, done: 40, failed: 0, skipped: 10 });
  }, 60_000);
});
