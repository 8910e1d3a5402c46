import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createBackend } from '@cellar/backend';
import { createClient, isHttpError } from '@cellar/sdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigStore } from '../config-store';
import { runCli, tempConfigDir, unreachableFetch } from '../test-harness';

// login, whoami and logout against the reference backend, in-process.
let backend: Awaited<ReturnType<typeof createBackend>>;
beforeAll(async () => {
  backend = await createBackend({ dataDir: ':memory:', logLevel: 'silent' });
});
afterAll(async () => {
  await backend.close();
});

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempConfigDir());
});
afterEach(() => cleanup());

const base = 'http://cellar.test';
const cli = (args: string[], options: { stdin?: string; fetch?: typeof backend.fetch } = {}) =>
  runCli(['--base-url', base, ...args], {
    stdin: options.stdin,
    fetch: options.fetch ?? ((request) => backend.fetch(request)),
    env: { CELLAR_CONFIG_DIR: dir },
  });
const loginAs = (email: string, password: string, extra: string[] = []) =>
  cli(['login', '--email', email, '--password-stdin', ...extra], { stdin: `${password}\n` });
const stored = async () => JSON.parse(await readFile(join(dir, 'session.json'), 'utf8'));

describe('cellar login', () => {
  it('logs in with --password-stdin, stores the token 0600, and whoami then prints the email', async () => {
    const login = await loginAs('admin@example.com', 'admin');
    expect(login).toEqual({ code: 0, stdout: `Logged in to ${base} as admin@example.com\n`, stderr: '' });

    const session = (await stored()).sessions[base];
    expect(session).toMatchObject({ baseUrl: base, email: 'admin@example.com' });
    expect(session.token).toMatch(/\S{16,}/);
    expect(Number.isNaN(Date.parse(session.savedAt))).toBe(false);
    if (process.platform !== 'win32') {
      expect((await stat(join(dir, 'session.json'))).mode & 0o777).toBe(0o600);
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
    }

    const who = await cli(['whoami']);
    expect(who).toEqual({ code: 0, stdout: `admin@example.com at ${base}\n`, stderr: '' });
  });

  it('rejects a wrong password with exit 1 and the spec’s message, storing nothing', async () => {
    const result = await loginAs('viewer@example.com', 'not-the-password');
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe('Failed! Invalid credentials');
    expect(result.stdout).toBe('');
    expect(await new ConfigStore(dir).get(base)).toBeUndefined();
  });

  it('rejects an empty password before calling the server', async () => {
    const fetch = vi.fn((request: Request) => backend.fetch(request));
    const result = await cli(['login', '--email', 'admin@example.com', '--password-stdin'], {
      stdin: '\n',
      fetch,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Failed! Invalid credentials\n/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the backend is not running, and how to fix it, when it cannot be reached', async () => {
    const result = await cli(['login', '--email', 'admin@example.com', '--password-stdin'], {
      stdin: 'admin',
      fetch: unreachableFetch,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Failed to fetch data: Backend not running?\nStart it with `pnpm start` or set --base-url / CELLAR_URL.\n',
    );
  });

  it('shows the server’s message once too many logins failed (429)', async () => {
    const email = 'nobody-rate-limited@example.com';
    for (let i = 0; i < 5; i++) expect((await loginAs(email, 'wrong')).code).toBe(1);
    const result = await loginAs(email, 'wrong');
    // What the server says, asked through the SDK directly.
    const refusal = await createClient({ baseUrl: base, fetch: (request) => backend.fetch(request) })
      .session.login({ email, password: 'wrong' })
      .catch((error: unknown) => error);
    expect(isHttpError(refusal) && refusal.status).toBe(429);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${(refusal as Error).message}\n`);
    expect(result.stderr).not.toContain('Failed! Invalid credentials');
  });

  it('needs --email with --password-stdin', async () => {
    const result = await cli(['login', '--password-stdin'], { stdin: 'admin' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--password-stdin needs --email');
  });

  it('does not hang waiting for a password when stdin is not a terminal', async () => {
    const result = await cli(['login', '--email', 'admin@example.com']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--password-stdin');
  });

  it('asks for email and password in a terminal', async () => {
    const prompts = {
      email: vi.fn(async () => ' editor@example.com '),
      password: vi.fn(async () => 'editor'),
    };
    const result = await runCli(['login', '--base-url', base], {
      prompts,
      fetch: (request) => backend.fetch(request),
      env: { CELLAR_CONFIG_DIR: dir },
    });
    expect(result).toEqual({ code: 0, stdout: `Logged in to ${base} as editor@example.com\n`, stderr: '' });
    expect(prompts.email).toHaveBeenCalledOnce();
  });

  it('asks only for the password when --email is given', async () => {
    const prompts = { email: vi.fn(async () => 'x'), password: vi.fn(async () => 'viewer') };
    const result = await runCli(['login', '--email', 'viewer@example.com'], {
      prompts,
      fetch: (request) => backend.fetch(request),
      env: { CELLAR_CONFIG_DIR: dir, CELLAR_URL: `${base}/` },
    });
    expect(result.stdout).toBe(`Logged in to ${base} as viewer@example.com\n`);
    expect(prompts.email).not.toHaveBeenCalled();
  });
});

describe('--json', () => {
  it('prints one JSON document and nothing else on stdout for login, whoami and logout', async () => {
    const login = await loginAs('admin@example.com', 'admin', ['--json']);
    expect(login.code).toBe(0);
    expect(JSON.parse(login.stdout)).toEqual({ baseUrl: base, email: 'admin@example.com' });

    const who = await cli(['--json', 'whoami']);
    expect(JSON.parse(who.stdout)).toEqual({ email: 'admin@example.com', baseUrl: base, valid: true });

    const logout = await cli(['logout', '--json']);
    expect(JSON.parse(logout.stdout)).toEqual({ baseUrl: base, loggedOut: true, revoked: true });

    for (const result of [login, who, logout]) expect(result.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('prints the error as its one JSON document', async () => {
    const result = await cli(['--json', 'whoami']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { kind: 'user', message: expect.any(String) } });
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
  });
});

describe('cellar logout and whoami', () => {
  it('logout revokes and removes the session; whoami then fails with exit 1', async () => {
    await loginAs('admin@example.com', 'admin');
    const { token } = (await stored()).sessions[base];

    const logout = await cli(['logout']);
    expect(logout).toEqual({ code: 0, stdout: `Logged out of ${base}\n`, stderr: '' });
    expect((await stored()).sessions[base]).toBeUndefined();

    const who = await cli(['whoami']);
    expect(who.code).toBe(1);
    expect(who.stderr).toBe(`Not logged in to ${base}.\nRun \`cellar login\`.\n`);

    // The token is revoked on the server too, not just forgotten here.
    await new ConfigStore(dir).set({ baseUrl: base, email: 'admin@example.com', token, savedAt: 'x' });
    expect((await cli(['whoami'])).code).toBe(1);
  });

  it('logout with nothing stored says so and exits 0', async () => {
    const result = await cli(['logout']);
    expect(result).toEqual({ code: 0, stdout: `Not logged in to ${base}: nothing to remove.\n`, stderr: '' });
  });

  it('logout still forgets the session when the backend is down, and warns', async () => {
    await loginAs('admin@example.com', 'admin');
    const result = await cli(['logout'], { fetch: unreachableFetch });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('not revoked');
    expect((await stored()).sessions[base]).toBeUndefined();
  });

  it('whoami removes an expired or revoked session and asks to log in', async () => {
    await new ConfigStore(dir).set({
      baseUrl: base,
      email: 'admin@example.com',
      token: 'expired',
      savedAt: 'x',
    });
    const result = await cli(['whoami']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Not logged in to ${base}.\nRun \`cellar login\`.\n`);
    expect(await new ConfigStore(dir).get(base)).toBeUndefined();
  });

  it('whoami keeps the session when the backend is merely down', async () => {
    await loginAs('admin@example.com', 'admin');
    const result = await cli(['whoami'], { fetch: unreachableFetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Failed to fetch data: Backend not running\?\n/);
    expect(await new ConfigStore(dir).get(base)).toBeDefined();
  });

  it('keeps the sessions of different base URLs apart', async () => {
    const other = 'http://other.test';
    await loginAs('admin@example.com', 'admin');
    const otherLogin = await runCli(['login', '--email', 'viewer@example.com', '--password-stdin'], {
      stdin: 'viewer',
      fetch: (request) => backend.fetch(request),
      env: { CELLAR_CONFIG_DIR: dir, CELLAR_URL: other },
    });
    expect(otherLogin.stdout).toBe(`Logged in to ${other} as viewer@example.com\n`);

    await cli(['logout']);
    const who = await runCli(['whoami', '--base-url', other], {
      fetch: (request) => backend.fetch(request),
      env: { CELLAR_CONFIG_DIR: dir },
    });
    expect(who.stdout).toBe(`viewer@example.com at ${other}\n`);
  });
});
