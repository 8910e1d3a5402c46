import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, type TestBackend, testBackend } from '../test-support';
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

  it('stores only the hash of the token', async () => {
    const b = start();
    const token = await b.anonymousToken();
    const stored = b.db.prepare('SELECT token_hash FROM sessions').pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
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

    it('forgets earlier failures after a successful login', async () => {
      const b = start();
      for (let i = 0; i < 4; i += 1) await fail(b);
      expect((await b.login('admin@example.com', 'admin')).status).toBe(200);
      expect((await fail(b)).status).toBe(401);
      expect((await b.login('admin@example.com', 'admin')).status).toBe(200);
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
