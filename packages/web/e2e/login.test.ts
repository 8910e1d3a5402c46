import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { messages } from '@cellar/validation';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  launchBrowser,
  login,
  loginForm,
  sidebar,
  startBackend,
  submitLogin,
  type TestBackend,
} from './support';

let browser: Browser;
let backend: TestBackend;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [browser, backend] = await Promise.all([launchBrowser(), startBackend()]);
});
afterAll(async () => {
  await browser?.close();
  await backend?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const storedToken = () => page.evaluate(() => window.localStorage.getItem('cellar.token'));
const alertText = async () => {
  const alert = loginForm(page).alert;
  await alert.waitFor();
  return alert.textContent();
};

describe('login', () => {
  it('logs an admin in and shows the sidebar with the content tree', async () => {
    await page.goto(backend.admin('/'));
    await loginForm(page).username.waitFor();
    await expect.poll(() => storedToken()).toBeNull();

    await submitLogin(page, ADMIN.email, ADMIN.password);

    await sidebar(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Cellar', exact: true }).waitFor();
    await expect.poll(() => storedToken()).toMatch(/\S/);
  });

  it('shows the screen the user asked for once logged in', async () => {
    await login(page, backend, '/orders/delays');
    expect(new URL(page.url()).pathname).toBe('/-admin/orders/delays');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Delays & Notifications' }).isVisible())
      .toBe(true);
    await page.getByRole('table', { name: 'Delayed orders' }).waitFor();
  });

  it("answers a wrong password with 'Failed! Invalid credentials'", async () => {
    await page.goto(backend.admin('/'));
    await submitLogin(page, ADMIN.email, 'not-the-password');
    await expect.poll(() => alertText()).toBe(messages.login.invalidCredentials);
    await expect.poll(() => sidebar(page).count()).toBe(0);
    await expect.poll(() => storedToken()).toBeNull();
  });

  it("answers empty fields with 'Failed! Invalid credentials' without calling the backend", async () => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v2/auth/')) loginCalls.push(request.url());
    });
    await page.goto(backend.admin('/'));

    await loginForm(page).submit.click();
    await expect.poll(() => alertText()).toBe(messages.login.invalidCredentials);

    await submitLogin(page, ADMIN.email, '');
    await expect.poll(() => alertText()).toBe(messages.login.invalidCredentials);

    await submitLogin(page, '', ADMIN.password);
    await expect.poll(() => alertText()).toBe(messages.login.invalidCredentials);
    expect(loginCalls).toEqual([]);
  });

  it("adds the server's message on a second line when logins are throttled", async () => {
    await page.goto(backend.admin('/'));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8 && !statuses.includes(429); attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/v2/auth/login'));
      await submitLogin(page, 'viewer@example.com', 'wrong');
      statuses.push((await answered).status());
    }
    expect(statuses.at(-1)).toBe(429);
    const [first, second, ...rest] = ((await alertText()) ?? '').split('\n');
    expect(first).toBe(messages.login.invalidCredentials);
    expect(second?.trim()).not.toBe('');
    expect(rest).toEqual([]);
  });

  it("answers an unreachable backend with 'Failed to fetch data: Backend not running?'", async () => {
    await page.goto(backend.admin('/'));
    await page.route('**/v2/**', (route) => route.abort('connectionrefused'));
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await expect.poll(() => alertText()).toBe(messages.login.backendDown);
  });
});

describe('session', () => {
  it('keeps the session across a reload', async () => {
    await login(page, backend, '/offers');
    await page.reload();
    await sidebar(page).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Offers' }).isVisible()).toBe(true);
    await expect.poll(() => loginForm(page).username.count()).toBe(0);
  });

  it('logs out to the login form and stays logged out after a reload', async () => {
    await login(page, backend);
    const token = await storedToken();
    await page.getByRole('button', { name: 'Logout' }).click();
    await loginForm(page).username.waitFor();
    await expect.poll(() => storedToken()).toBeNull();

    await page.reload();
    await loginForm(page).username.waitFor();
    await expect.poll(() => sidebar(page).count()).toBe(0);

    // The server revoked the token too.
    const check = await fetch(`${backend.url}/db/guillotina/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.status).toBe(401);
  });

  it('shows a loading indicator while the stored token is checked', async () => {
    await login(page, backend);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/db/guillotina/', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
    await loading.waitFor();
    await expect.poll(() => sidebar(page).count()).toBe(0);
    release();
    await sidebar(page).waitFor();
    // The root folder's page then loads its own parts; once they are in, nothing says Loading.
    await page.getByRole('heading', { level: 1, name: 'Cellar', exact: true }).waitFor();
    await expect.poll(() => loading.count()).toBe(0);
  });

  it('forgets a stored token the backend refuses and shows the login form', async () => {
    await page.goto(backend.admin('/'));
    await page.evaluate(() => window.localStorage.setItem('cellar.token', 'revoked-or-invented'));
    await page.reload();
    await loginForm(page).username.waitFor();
    await expect.poll(() => storedToken()).toBeNull();
  });

  it('shows the login form with the reason when the backend is down at start', async () => {
    await login(page, backend);
    await page.route('**/db/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect.poll(() => alertText()).toBe(messages.login.backendDown);
    await expect.poll(() => sidebar(page).count()).toBe(0);
  });
});

/** A port nothing listens on (taken from the OS, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('pnpm dev with the backend down', () => {
  let vite: ChildProcess | undefined;
  afterEach(() => {
    vite?.kill('SIGTERM');
    vite = undefined;
  });

  it("the dev server's proxy passes the refused connection on as a network failure, not a 500", async () => {
    const [backendPort, devPort] = [await closedPort(), await closedPort()];
    vite = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url)),
        '--host',
        '127.0.0.1',
        '--port',
        String(devPort),
        '--strictPort',
        '--clearScreen',
        'false',
      ],
      {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { ...process.env, CELLAR_API_URL: `http://127.0.0.1:${backendPort}` },
        stdio: 'ignore',
      },
    );
    const dev = `http://127.0.0.1:${devPort}`;
    // The version file is the dev server's own: once it answers, the proxy is in place too.
    await expect
      .poll(
        () =>
          fetch(`${dev}/-admin/version.txt`).then(
            (res) => res.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);

    // The browser's fetch fails as it does without a proxy, which the login words as the spec says.
    const answer = await fetch(`${dev}/v2/auth/get_token`).then(
      (res) => `answered ${res.status}`,
      (error: unknown) => `failed: ${(error as Error).name}`,
    );
    expect(answer).toBe('failed: TypeError');
  });
});
