import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the packaging: the tsup bundle plus the bin launcher run on plain node, outside vitest.
const run = promisify(execFile);
const root = dirname(fileURLToPath(import.meta.url));
const bin = join(root, 'bin', 'cellar.js');

beforeAll(async () => {
  await run('pnpm', ['--filter', '@cellar/cli', 'build'], { cwd: root });
}, 120_000);

describe('the built cellar binary', () => {
  it('is built to dist/main.js', () => {
    expect(existsSync(join(root, 'dist', 'main.js'))).toBe(true);
  });

  it('prints its help with --help and exits 0', async () => {
    const { stdout } = await run(process.execPath, [bin, '--help']);
    expect(stdout).toContain('Usage: cellar');
    for (const command of ['login', 'whoami', 'logout', '--base-url', '--json', '--shop']) {
      expect(stdout).toContain(command);
    }
  });

  it('exits 1 with the user error on stderr when no session is stored', async () => {
    const error = await run(process.execPath, [bin, 'whoami', '--base-url', 'http://127.0.0.1:9'], {
      env: { ...process.env, CELLAR_CONFIG_DIR: join(root, 'dist', 'no-such-config') },
    }).catch((e: unknown) => e as { code: number; stderr: string; stdout: string });
    expect(error).toMatchObject({ code: 1, stdout: '' });
    expect((error as { stderr: string }).stderr).toContain('Not logged in to http://127.0.0.1:9.');
  });
});
