import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../http/start-server';
import { ACCOUNTS, TEST_FIXTURES_DIR, type TestBackend, testBackend } from '../test-support';
import { DEFAULT_ADDRESS_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT } from './login-limiter';
import { ANONYMOUS_TOKEN_TTL_MS, USER_TOKEN_TTL_MS } from './session-store';

let backend: TestBackend;
const start = () => {
  backend = testBackend();
  return backend;
};
afterEach(() => backend?.close());

const invalidCredentials = { message: 'Failed! Invalid credentials', type: 'Unauthorized' };

describe('GET /v2/auth/get_token', () => {
  it('answers an anonymous token without authentication, never cached', async () => {
    const res = await start().call('GET', '/v2/auth/get_token');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('writes nothing to the database: handing out a token never waits on its write lock', async () => {
    const b = start();
    const token = await b.anonymousToken();
    expect(b.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);
    expect((await b.call('POST', '/v2/auth/login', { token, body: ACCOUNTS.admin })).status).toBe(200);
  });
});

describe('POST /v2/auth/login', () => {
  it('answers a 12-hour session token for the right email and password', async () => {
    const b = start();
    const res = await b.login('admin@example.com', 'admin');
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^[\w-]{43}$/);
    const expiresAt = b.db
      .prepare("SELECT expires_at - created_at FROM sessions WHERE kind = 'user'")
      .pluck()
      .get();
    expect(expiresAt).toBe(USER_TOKEN_TTL_MS);
    expect((await b.call('GET', '/db/guillotina/', { token })).status).toBe(200);
  });

  it('stores only the hash of the session token', async () => {
    const b = start();
    const token = await b.tokenFor('viewer');
    const stored = b.db.prepare('SELECT token_hash FROM sessions').pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
  });

  it('matches the email case-insensitively and trims it', async () => {
    expect((await start().login('  Editor@Example.COM ', 'editor')).status).toBe(200);
  });

  it('answers 401 Failed! Invalid credentials for a wrong password or an unknown email', async () => {
    const b = start();
    const wrongPassword = await b.login('admin@example.com', 'nope');
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(invalidCredentials);
    const unknown = await b.login('nobody@example.com', 'admin');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(invalidCredentials);
  });

  it('answers 400 ValidationError with the form wording when a field is empty', async () => {
    const res = await start().login('', '');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Failed! Invalid credentials',
      type: 'ValidationError',
      details: [
        { path: 'email', message: 'Failed! Invalid credentials' },
        { path: 'password', message: 'Failed! Invalid credentials' },
      ],
    });
  });

  it('answers 400 for a malformed JSON body', async () => {
    const b = start();
    const res = await b.call('POST', '/v2/auth/login', {
      token: await b.anonymousToken(),
      rawBody: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: 'ValidationError', message: 'Malformed JSON body' });
  });

  it('answers 401 without a bearer token, or with an unknown one', async () => {
    const b = start();
    const body = ACCOUNTS.admin;
    const missing = await b.call('POST', '/v2/auth/login', { body });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ type: 'Unauthorized' });
    const unknown = await b.call('POST', '/v2/auth/login', { token: 'made-up', body });
    expect(unknown.status).toBe(401);
  });

  it('accepts a user token as the bearer too', async () => {
    const b = start();
    const token = await b.tokenFor('viewer');
    expect((await b.call('POST', '/v2/auth/login', { token, body: ACCOUNTS.admin })).status).toBe(200);
  });

  it('refuses an expired anonymous token (10 minutes)', async () => {
    const b = start();
    const token = await b.anonymousToken();
    b.advance(ANONYMOUS_TOKEN_TTL_MS);
    expect((await b.call('POST', '/v2/auth/login', { token, body: ACCOUNTS.admin })).status).toBe(401);
  });

  describe('rate limit', () => {
    const fail = (b: TestBackend, email = 'admin@example.com') => b.login(email, 'wrong');

    it('answers 429 to the 6th attempt within a minute, even with the right password', async () => {
      const b = start();
      for (let i = 0; i < 5; i += 1) expect((await fail(b)).status).toBe(401);
      b.advance(30_000);
      const refused = await b.login('ADMIN@example.com', 'admin');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        message: 'Too many failed logins for this email. Try again in a minute.',
        type: 'TooManyRequests',
      });
      expect(refused.headers.get('retry-after')).toBe('30');
    });

    it('lets the email in again once the minute has passed', async () => {
      const b = start();
      for (let i = 0; i < 5; i += 1) await fail(b);
      b.advance(59_999);
      expect((await b.login('admin@example.com', 'admin')).status).toBe(429);
      b.advance(1);
      expect((await b.login('admin@example.com', 'admin')).status).toBe(200);
    });

    it('counts failures for emails without an account', async () => {
      const b = start();
      for (let i = 0; i < 5; i += 1) expect((await fail(b, 'ghost@example.com')).status).toBe(401);
      expect((await fail(b, 'ghost@example.com')).status).toBe(429);
    });

    it('counts per email: other accounts can still log in', async () => {
      const b = start();
      for (let i = 0; i < 5; i += 1) await fail(b);
      expect((await b.login('editor@example.com', 'editor')).status).toBe(200);
    });

    it('only counts failures of the last minute', async () => {
      const b = start();
      for (let i = 0; i < 4; i += 1) await fail(b);
      b.advance(60_000);
      expect((await fail(b)).status).toBe(401);
      expect((await b.login('admin@example.com', 'admin')).status).toBe(200);
    });

    it('holds against attempts sent in parallel', async () => {
      const b = start();
      const statuses = await Promise.all(Array.from({ length: 8 }, () => fail(b).then((res) => res.status)));
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    });

    it('lets 10 parallel logins with the right password for one email all in', async () => {
      const b = start();
      const logins = Array.from({ length: 10 }, () => b.login('admin@example.com', 'admin'));
      const statuses = await Promise.all(logins.map(async (login) => (await login).status));
      expect(statuses).toEqual(Array(10).fill(200));
    });

    it('stops parallel guesses at 5 even when right passwords are sent beside them', async () => {
      const b = start();
      const attempts = Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0 ? fail(b) : b.login('admin@example.com', 'admin'),
      );
      const statuses = await Promise.all(attempts.map(async (attempt) => (await attempt).status));
      // Every right password went in; every wrong one was checked or refused, and a success forgets the failures
      // before it, so no more than 5 wrong ones in a row were checked.
      expect(statuses.filter((_, i) => i % 2 === 1)).toEqual(Array(6).fill(200));
      expect(statuses.filter((_, i) => i % 2 === 0)).toEqual(Array(6).fill(401));
      // Which of the burst ended last (a right or a wrong password) is the hash checks' race: a right one starts
      // the count again, so that what follows is the limit's alone.
      expect((await b.login('admin@example.com', 'admin')).status).toBe(200);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) expect((await fail(b)).status).toBe(401);
      expect((await fail(b)).status).toBe(429);
    });

    it('forgets earlier failures after a successful login', async () => {
      const b = start();
      for (let i = 0; i < 4; i += 1) await fail(b);
      expect((await b.login('admin@example.com', 'admin')).status).toBe(200);
      expect((await fail(b)).status).toBe(401);
      expect((await b.login('admin@example.com', 'admin')).status).toBe(200);
    });
  });
});

describe('POST /v2/auth/login: the limit per client address', () => {
  /** Logs in as the app does behind `@hono/node-server`, from a connection of `address`. */
  const loginFrom = async (b: TestBackend, address: string, email: string, password: string) =>
    b.app.fetch(
      new Request('http://localhost/v2/auth/login', {
        method: 'POST',
        headers: { authorization: `Bearer ${await b.anonymousToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
      { incoming: { socket: { remoteAddress: address } } },
    );
  const sprayed = (i: number) => `staff-${i}@example.com`;
  const fromAddress = {
    message: 'Too many failed logins from this address. Try again in a minute.',
    type: 'TooManyRequests',
  };

  it(`refuses an address once ${DEFAULT_ADDRESS_FAILURE_LIMIT} logins from it failed within a minute, whatever the emails`, async () => {
    const b = start();
    for (let i = 0; i < DEFAULT_ADDRESS_FAILURE_LIMIT; i += 1)
      expect((await loginFrom(b, '203.0.113.7', sprayed(i), 'Spring2025!')).status).toBe(401);
    b.advance(20_000);
    const refused = await loginFrom(b, '203.0.113.7', sprayed(99), 'Spring2025!');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(fromAddress);
    expect(refused.headers.get('retry-after')).toBe('40');
    // The right password too, from that address, until the minute is over; another address is not held up.
    expect((await loginFrom(b, '203.0.113.7', ACCOUNTS.admin.email, ACCOUNTS.admin.password)).status).toBe(
      429,
    );
    expect((await loginFrom(b, '198.51.100.2', ACCOUNTS.admin.email, ACCOUNTS.admin.password)).status).toBe(
      200,
    );
    b.advance(40_000);
    expect((await loginFrom(b, '203.0.113.7', ACCOUNTS.admin.email, ACCOUNTS.admin.password)).status).toBe(
      200,
    );
  });

  it('holds against a spray sent in parallel', async () => {
    const b = start();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => (await loginFrom(b, '203.0.113.7', sprayed(i), 'x')).status),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(DEFAULT_ADDRESS_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - DEFAULT_ADDRESS_FAILURE_LIMIT);
  });

  it('is set by loginFailuresPerAddress (LOGIN_FAILURES_PER_ADDRESS), and 0 turns it off', async () => {
    backend = testBackend({ loginFailuresPerAddress: 2 });
    for (let i = 0; i < 2; i += 1)
      expect((await loginFrom(backend, '203.0.113.7', sprayed(i), 'x')).status).toBe(401);
    expect((await loginFrom(backend, '203.0.113.7', sprayed(2), 'x')).status).toBe(429);
    backend.close();
    backend = testBackend({ loginFailuresPerAddress: 0 });
    for (let i = 0; i < 30; i += 1)
      expect((await loginFrom(backend, '203.0.113.7', sprayed(i), 'x')).status).toBe(401);
  });

  describe('on a real server', () => {
    let server: RunningServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    it('counts the connection’s address: a spray from one machine is refused after the limit', async () => {
      server = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir: ':memory:',
        fixturesDir: TEST_FIXTURES_DIR,
        logLevel: 'silent',
        loginFailuresPerAddress: 3,
      });
      const url = server.url;
      const login = async (email: string) => {
        const { token } = (await (await fetch(`${url}/v2/auth/get_token`)).json()) as { token: string };
        return fetch(`${url}/v2/auth/login`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Spring2025!' }),
        });
      };
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await login(sprayed(i))).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  });
});

describe('POST /v2/auth/logout', () => {
  it('revokes the token: the next call with it answers 401', async () => {
    const b = start();
    const token = await b.tokenFor('admin');
    const res = await b.call('POST', '/v2/auth/logout', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await b.call('GET', '/db/guillotina/', { token })).status).toBe(401);
    expect((await b.call('POST', '/v2/auth/logout', { token })).status).toBe(401);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const b = start();
    expect((await b.call('POST', '/v2/auth/logout')).status).toBe(401);
    expect((await b.call('POST', '/v2/auth/logout', { token: 'made-up' })).status).toBe(401);
  });

  it('leaves the other sessions of the same account alone', async () => {
    const b = start();
    const first = await b.tokenFor('editor');
    const second = await b.tokenFor('editor');
    await b.call('POST', '/v2/auth/logout', { token: first });
    expect((await b.call('GET', '/db/guillotina/', { token: second })).status).toBe(200);
  });
});
