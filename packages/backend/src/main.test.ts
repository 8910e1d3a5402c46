import { execFile, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyDir, TEST_FIXTURES_DIR } from './test-support';

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

describe('main: the built server', { timeout: 30_000 }, () => {
  it('starts from dist/ with its migrations and GraphQL schema beside it, serves, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: PACKAGE_DIR,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: emptyDir(), FIXTURES_DIR: TEST_FIXTURES_DIR, PORT: '0' },
    });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        stdout += chunk;
        const listening = /Cellar listening on (http:\/\/localhost:\d+)\//.exec(stdout);
        if (listening?.[1]) resolve(listening[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${stdout}`)));
    });
    const token = await fetch(`${url}/v2/auth/get_token`);
    expect(token.status).toBe(200);
    // The ERP's GraphQL schema is read from files at start-up; an unauthenticated query is refused before it runs.
    expect((await fetch(`${url}/db/erp/@graphql`, { method: 'POST' })).status).toBe(401);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
