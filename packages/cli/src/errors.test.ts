import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { CancelledError, handleError, RowsFailedError, UsageError, UserError } from './errors';
import { runCli } from './test-harness';

const capture = () => {
  let text = '';
  return {
    write: (chunk: string) => {
      text += chunk;
    },
    get text() {
      return text;
    },
  };
};

describe('handleError', () => {
  it('prints a user error and its next step, without a stack, and answers exit code 1', () => {
    const stderr = capture();
    const code = handleError(
      new UserError('Not logged in to http://x.', { nextStep: 'Run `cellar login`.' }),
      stderr,
    );
    expect(code).toBe(1);
    expect(stderr.text).toBe('Not logged in to http://x.\nRun `cellar login`.\n');
  });

  it('prints the stack of a bug and answers exit code 2', () => {
    const stderr = capture();
    const bug = new TypeError("Cannot read properties of undefined (reading 'token')");
    const code = handleError(bug, stderr);
    expect(code).toBe(2);
    expect(stderr.text).toContain('bug in cellar');
    expect(stderr.text).toContain(bug.stack);
  });

  it('answers 2 for something thrown that is not even an Error', () => {
    const stderr = capture();
    expect(handleError('boom', stderr)).toBe(2);
    expect(stderr.text).toContain('boom');
  });

  it('answers 130 when the user cancels a prompt', () => {
    const stderr = capture();
    expect(handleError(new CancelledError(), stderr)).toBe(130);
    expect(stderr.text).toBe('Cancelled.\n');
  });

  it('passes commander exits through: 0 for --help, 2 for usage errors, without printing again', () => {
    const stderr = capture();
    expect(handleError(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'), stderr)).toBe(0);
    expect(
      handleError(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"), stderr),
    ).toBe(2);
    expect(stderr.text).toBe('');
  });

  it('writes the error as a JSON document where --json asks for one, and stderr as without it', () => {
    const stderr = capture();
    const stdout = capture();
    expect(
      handleError(new UsageError('Cannot read rows.csv', { nextStep: 'Check the path.' }), stderr, stdout),
    ).toBe(2);
    expect(JSON.parse(stdout.text)).toEqual({
      error: { kind: 'usage', message: 'Cannot read rows.csv', nextStep: 'Check the path.' },
    });
    expect(stderr.text).toBe('Cannot read rows.csv\nCheck the path.\n');
    const bug = capture();
    expect(handleError(new TypeError('x is undefined'), capture(), bug)).toBe(2);
    expect(JSON.parse(bug.text)).toEqual({ error: { kind: 'bug', message: 'TypeError: x is undefined' } });
    const help = capture();
    expect(
      handleError(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'), capture(), help),
    ).toBe(0);
    expect(help.text).toBe('');
  });

  it('answers 2 for a usage error and 1 when some rows failed, printing each message once', () => {
    const stderr = capture();
    expect(handleError(new UsageError('Cannot read rows.csv', { nextStep: 'Check the path.' }), stderr)).toBe(
      2,
    );
    expect(handleError(new RowsFailedError('2 rows failed: see rows.failed.csv'), stderr)).toBe(1);
    expect(stderr.text).toBe('Cannot read rows.csv\nCheck the path.\n2 rows failed: see rows.failed.csv\n');
  });
});

describe('the program maps failures to exit codes', () => {
  it('exits 2 with the stack when the server answers something the CLI cannot understand', async () => {
    // A 200 without a token: the SDK's SchemaError is not the user's fault, so it is reported as a bug.
    const fetch = async () => Response.json({ unexpected: true });
    const result = await runCli(['login', '--email', 'admin@example.com', '--password-stdin'], {
      stdin: 'admin\n',
      fetch,
      env: { CELLAR_CONFIG_DIR: '/nonexistent/never-written' },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/SchemaError: Unexpected answer/);
    expect(result.stderr).toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  });

  it('exits 2 on an unknown option, with commander’s message on stderr', async () => {
    const result = await runCli(['whoami', '--frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--frobnicate'");
    expect(result.stdout).toBe('');
  });

  it('exits 2 on an unknown shop', async () => {
    const result = await runCli(['--shop', 'xx', 'whoami']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("'xx' is invalid");
  });

  it('exits 2 on a base URL that is not http(s)', async () => {
    const result = await runCli(['whoami', '--base-url', 'ftp://example.com']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Not an http(s) URL: ftp://example.com');
  });

  it('--json prints one JSON document for a usage error too: commander’s, a flag’s, a file’s (exit 2)', async () => {
    const unknown = await runCli(['--json', 'whoami', '--frobnicate']);
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stdout)).toEqual({
      error: { kind: 'usage', message: "error: unknown option '--frobnicate'" },
    });
    expect(unknown.stdout.trim().split('\n')).toHaveLength(1);

    const flag = await runCli([
      'competitors',
      'update',
      '--country',
      'es',
      '--concurrency',
      '0',
      'x.csv',
      '--json',
    ]);
    expect(flag.code).toBe(2);
    expect(JSON.parse(flag.stdout)).toEqual({
      error: { kind: 'usage', message: '--concurrency must be a whole number from 1 to 32, not 0.' },
    });

    const choice = await runCli(['--json', 'competitors', 'list', '--country', 'xx']);
    expect(choice.code).toBe(2);
    expect(JSON.parse(choice.stdout).error).toMatchObject({
      kind: 'usage',
      message: expect.stringContaining("option '--country <cc>' argument 'xx' is invalid"),
    });
    // After `--`, `--json` is an argument, not the option.
    expect((await runCli(['whoami', '--frobnicate', '--', '--json'])).stdout).toBe('');
  });

  it('--json prints the user error with its next step as the one document (exit 1)', async () => {
    const result = await runCli(['--json', 'whoami', '--base-url', 'http://127.0.0.1:9'], {
      env: { CELLAR_CONFIG_DIR: '/nonexistent/never-written' },
    });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      error: {
        kind: 'user',
        message: 'Not logged in to http://127.0.0.1:9.',
        nextStep: expect.stringContaining('cellar login'),
      },
    });
  });

  it('prints the help on stdout and exits 0 with --help', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: cellar');
    expect(result.stdout).toContain('login');
  });
});
