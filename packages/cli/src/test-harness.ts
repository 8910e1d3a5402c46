import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { run } from './cli';
import type { CliDeps } from './cli-deps';
import type { Input, Output } from './command-context';
import type { Prompts } from './ui/prompts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** What the command reads on stdin (not a terminal). */
  stdin?: string;
  /** Pretend stdin is a terminal and answer its questions with these prompts. */
  prompts?: Prompts;
  fetch?: CliDeps['fetch'];
  env?: Record<string, string | undefined>;
}

class Capture implements Output {
  text = '';
  isTTY = false;
  write(chunk: string) {
    this.text += chunk;
    return true;
  }
}

/** Runs `cellar <args>` in-process and collects its exit code and output. */
export async function runCli(args: string[], options: RunOptions = {}): Promise<CliRun> {
  const stdout = new Capture();
  const stderr = new Capture();
  const stdin: Input = options.prompts
    ? Object.assign(Readable.from([]), { isTTY: true })
    : Object.assign(Readable.from(options.stdin === undefined ? [] : [options.stdin]), { isTTY: false });
  const code = await run(args, {
    stdin,
    stdout,
    stderr,
    env: options.env ?? {},
    fetch: options.fetch,
    platform: 'linux',
    homedir: '/nonexistent-home',
    prompts: options.prompts,
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** A fresh config directory for one test, removed by the returned function. */
export async function tempConfigDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = join(await mkdtemp(join(tmpdir(), 'cellar-cli-')), 'config');
  return { dir, cleanup: () => rm(join(dir, '..'), { recursive: true, force: true }) };
}

/** A fetch that fails like an unreachable backend does (connection refused). */
export const unreachableFetch = async (): Promise<Response> => {
  throw new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  });
};

/** A promise a test settles itself: `resolve()` lets through what `promise` held back. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
