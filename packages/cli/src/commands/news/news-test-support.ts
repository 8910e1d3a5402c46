import { fileURLToPath } from 'node:url';
import { createBackend } from '@cellar/backend';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type RunOptions, runCli, tempConfigDir } from '../../test-harness';

/** A sample file of `fixtures/` (the repository's, which the backend loads too). */
export const fixture = (path: string) =>
  fileURLToPath(new URL(`../../../../../fixtures/${path}`, import.meta.url));

export const BASE = 'http://cellar.test';

/**
 * The in-process backend for one test file, a fresh config directory per test, and `cli(args)` running
 * `cellar --base-url BASE ...` against it; `login(email)` logs in with the fixture accounts' password.
 */
export function newsBackend() {
  const state = {} as {
    backend: Awaited<ReturnType<typeof createBackend>>;
    dir: string;
    cleanup: () => Promise<void>;
  };
  beforeAll(async () => {
    state.backend = await createBackend({ dataDir: ':memory:', logLevel: 'silent' });
  });
  afterAll(async () => {
    await state.backend.close();
  });
  beforeEach(async () => {
    const temp = await tempConfigDir();
    state.dir = temp.dir;
    state.cleanup = temp.cleanup;
  });
  afterEach(() => state.cleanup());

  const cli = (args: string[], options: Omit<RunOptions, 'env'> = {}) =>
    runCli(['--base-url', BASE, ...args], {
      fetch: (request) => state.backend.fetch(request),
      ...options,
      env: { CELLAR_CONFIG_DIR: state.dir },
    });
  const login = async (who: 'admin' | 'editor' | 'viewer' = 'admin') => {
    const result = await cli(['login', '--email', `${who}@example.com`, '--password-stdin'], { stdin: who });
    if (result.code !== 0) throw new Error(`login failed: ${result.stderr}`);
  };
  return { state, cli, login, fetch: (request: Request) => state.backend.fetch(request) };
}
