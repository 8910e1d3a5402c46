import { type ChildProcessWithoutNullStreams, execFile, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, emptyDir, TEST_FIXTURES_DIR } from './test-support';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
/** What `pnpm start` runs: the build of `src/main.ts`, plain JavaScript with no loader. */
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

// The package's own build (tsup, about a second), so these tests run what `pnpm start` runs.
beforeAll(() => {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../node_modules/tsup/dist/cli-default.js', import.meta.url))],
    {
      cwd: PACKAGE_DIR,
      stdio: 'ignore',
    },
  );
}, 60_000);

/** Runs `node dist/main.js` with the given environment and waits for it to exit. */
const runMain = (env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [MAIN],
      {
        cwd: PACKAGE_DIR,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: emptyDir(), FIXTURES_DIR: TEST_FIXTURES_DIR, ...env },
        timeout: 30_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });

let blocker: Server | undefined;
afterEach(() => {
  blocker?.close();
  blocker = undefined;
});

// Each case starts a Node process: seconds on a busy machine, as long as the process's own 30 s limit.
describe('main: a start-up the environment prevents', { timeout: 30_000 }, () => {
  it.each([
    ['PORT', 'abc', /^Cellar cannot start: Invalid configuration: PORT: PORT must be a whole number/],
    ['LOG_LEVEL', 'loud', /^Cellar cannot start: Invalid configuration: LOG_LEVEL: LOG_LEVEL must be one of/],
    [
      'CELLAR_ENVIRONMENT',
      'prod',
      /^Cellar cannot start: Invalid configuration: CELLAR_ENVIRONMENT: CELLAR_ENVIRONMENT must be one of production, staging\. Fix the variable/,
    ],
    [
      'SHOP_DOMAINS',
      'es=cellar.es',
      /^Cellar cannot start: Invalid configuration: SHOP_DOMAINS: 'es' is not a shop: the shops are cellar, italvinus, fr, de, uk\. Fix the variable/,
    ],
  ])('an invalid %s prints one line and exits 1', async (name, value, line) => {
    const { code, stderr, stdout } = await runMain({ [name]: value });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(line)]);
  });

  it('a port in use prints one line and exits 1', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    const { code, stderr } = await runMain({ HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent' });
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `Cellar cannot start: port ${port} is already in use. Stop what is using it or choose another, e.g. PORT=8081.`,
    ]);
  });
});

/** Starts `node dist/main.js` on a free port over `dataDir`; answers the process and its URL once it listens. */
const startMain = async (
  dataDir: string,
): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> => {
  const child = spawn(process.execPath, [MAIN], {
    cwd: PACKAGE_DIR,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, FIXTURES_DIR: TEST_FIXTURES_DIR, PORT: '0' },
  });
  let stdout = '';
  child.stdout.setEncoding('utf8');
  const url = await new Promise<string>((resolve, reject) => {
    const listen = (chunk: string) => {
      stdout += chunk;
      const listening = /Cellar listening on (http:\/\/localhost:\d+)\//.exec(stdout);
      if (!listening?.[1]) return;
      // The request log goes on: read and forget it, so the pipe never fills.
      child.stdout.off('data', listen);
      child.stdout.resume();
      resolve(listening[1]);
    };
    child.stdout.on('data', listen);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${stdout}`)));
  });
  return { child, url };
};

describe('main: the built server', { timeout: 30_000 }, () => {
  it('starts from dist/ with its migrations and GraphQL schema beside it, serves, and stops on SIGTERM', async () => {
    const { child, url } = await startMain(emptyDir());
    const token = await fetch(`${url}/v2/auth/get_token`);
    expect(token.status).toBe(200);
    // The ERP's GraphQL schema is read from files at start-up; an unauthenticated query is refused before it runs.
    expect((await fetch(`${url}/db/erp/@graphql`, { method: 'POST' })).status).toBe(401);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});

describe('main: killed with SIGKILL in the middle of writes', { timeout: 60_000 }, () => {
  it('loses nothing it acknowledged: every create, the last PATCH of each object and the session are there after a restart', async () => {
    const dataDir = emptyDir();
    const first = await startMain(dataDir);
    const call = async (url: string, method: string, path: string, token: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const login = async (url: string) => {
      const anonymous = (await (await fetch(`${url}/v2/auth/get_token`)).json()) as { token: string };
      const res = await call(url, 'POST', '/v2/auth/login', anonymous.token, ACCOUNTS.admin);
      return ((await res.json()) as { token: string }).token;
    };
    const token = await login(first.url);
    const folder = { '@type': 'Folder', id: 'burst', title: 'Burst' };
    expect((await call(first.url, 'POST', '/db/guillotina/', token, folder)).status).toBe(201);
    const counters = ['counter-0', 'counter-1'];
    for (const id of counters)
      expect(
        (await call(first.url, 'POST', '/db/guillotina/burst', token, { '@type': 'Folder', id, title: '0' }))
          .status,
      ).toBe(201);

    // Lanes of writes sent one after another, each lane beside the others, until the process is killed.
    const created: string[] = [];
    const patched = new Map<string, number>(counters.map((id) => [id, 0]));
    let killed = false;
    const createLane = async (lane: number) => {
      for (let i = 0; !killed; i += 1) {
        const id = `item-${lane}-${i}`;
        const res = await call(first.url, 'POST', '/db/guillotina/burst', token, {
          '@type': 'Folder',
          id,
          title: id,
        }).catch(() => undefined);
        if (res?.status === 201) created.push(id);
      }
    };
    const patchLane = async (id: string) => {
      for (let n = 1; !killed; n += 1) {
        const res = await call(first.url, 'PATCH', `/db/guillotina/burst/${id}`, token, {
          title: String(n),
        }).catch(() => undefined);
        if (res?.status === 204) patched.set(id, n);
      }
    };
    const lanes = [...[0, 1, 2, 3].map(createLane), ...counters.map(patchLane)];
    while (created.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    killed = true;
    const [, signal] = await once(first.child, 'exit');
    expect(signal).toBe('SIGKILL');
    await Promise.all(lanes);

    const second = await startMain(dataDir);
    try {
      // The session acknowledged before the kill still opens the door.
      expect((await call(second.url, 'GET', '/db/guillotina/', token)).status).toBe(200);
      for (const id of created)
        expect((await call(second.url, 'GET', `/db/guillotina/burst/${id}`, token)).status, id).toBe(200);
      for (const [id, acknowledged] of patched) {
        const { title } = (await (
          await call(second.url, 'GET', `/db/guillotina/burst/${id}`, token)
        ).json()) as { title: string };
        // The PATCH in flight at the kill may or may not have been kept; none acknowledged is lost.
        expect([acknowledged, acknowledged + 1], id).toContain(Number(title));
      }
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }
    const db = new Database(join(dataDir, 'cellar.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
    expect(created.length).toBeGreaterThanOrEqual(60);
  });
});
