import { execFile, spawn } from 'node:child_process';
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

  it('asks its login question live on a terminal even where CI is set in the shell', async () => {
    // A real terminal (util-linux `script`) with a size, as a person's shell has; the question must be drawn while
    // the CLI waits for the answer, not once it exits.
    const terminal = spawn(
      'script',
      [
        '-qfec',
        `stty rows 40 cols 120; exec ${process.execPath} ${bin} login --base-url http://127.0.0.1:9`,
        '/dev/null',
      ],
      {
        env: {
          ...process.env,
          CI: 'true',
          CONTINUOUS_INTEGRATION: '1',
          CELLAR_CONFIG_DIR: join(root, 'dist', 'no-such-config'),
        },
      },
    );
    let drawn = '';
    try {
      await new Promise<void>((resolve, reject) => {
        terminal.stdout.on('data', (chunk: Buffer) => {
          drawn += chunk.toString('utf8');
          if (drawn.includes('Email:')) resolve();
        });
        const fail = (why: string) => reject(new Error(`${why}; it drew: ${JSON.stringify(drawn)}`));
        terminal.on('exit', () => fail('The CLI exited without asking'));
        // It waits for an answer for ever, so after this long the question is not coming.
        setTimeout(() => fail('No question after 10 s'), 10_000).unref();
      });
    } finally {
      terminal.kill();
    }
    expect(drawn).toContain('Email:');
  }, 20_000);
});
