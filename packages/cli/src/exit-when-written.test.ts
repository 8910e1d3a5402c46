import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '@cellar/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from './test-harness';

// `cellar` as a script uses it: its own process, its output through a pipe into another program, which reads it
// whole. The fixtures' pending opinions as JSON are about 134 kB, twice what a Linux pipe holds.
const BIN = fileURLToPath(new URL('../bin/cellar-from-source.js', import.meta.url));

let server: RunningServer;
let configDir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: ':memory:', logLevel: 'silent' });
  ({ dir: configDir, cleanup } = await tempConfigDir());
  const login = await runCli(
    ['--base-url', server.url, 'login', '--email', 'admin@example.com', '--password-stdin'],
    { stdin: 'admin\n', env: { CELLAR_CONFIG_DIR: configDir } },
  );
  expect(login.code).toBe(0);
});
afterAll(async () => {
  await cleanup();
  await server.close();
});

/** `cellar <args>` in a process of its own, its stdout into `pipeline`, with the child's own exit code. */
async function cellarInto(pipeline: string, args: string[]) {
  const child = spawn(
    'bash',
    [
      '-c',
      `"$0" "$@" | ${pipeline}; exit \${PIPESTATUS[0]}`,
      process.execPath,
      BIN,
      '--base-url',
      server.url,
      ...args,
    ],
    { env: { ...process.env, CELLAR_CONFIG_DIR: configDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const [code] = await once(child, 'close');
  return {
    code,
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
  };
}

describe('cellar writing into a pipe', () => {
  it('delivers every byte of a long answer before it exits', async () => {
    // Through `| cat`: a shell's pipe is a pipe(2) of 64 KiB, where Node's own stdio pipes are larger socket pairs.
    const { code, stdout } = await cellarInto('cat', ['--json', 'opinions', 'list', '--all']);
    expect(code).toBe(0);
    expect(stdout.length).toBeGreaterThan(65_536);
    const answer = JSON.parse(stdout) as { total: number; items: unknown[] };
    expect(answer.items).toHaveLength(answer.total);
  }, 60_000);

  it('ends quietly, with 0, when the reader stops early (`| head`)', async () => {
    const { code, stderr } = await cellarInto('head -c 20 >/dev/null', [
      '--json',
      'opinions',
      'list',
      '--all',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 60_000);
});
