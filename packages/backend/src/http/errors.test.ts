import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { loadFixtures } from '../db/fixtures';
import { TEST_FIXTURES_DIR, testBackend } from '../test-support';
import type { AppEnv } from './app-env';
import { createApp } from './create-app';
import {
  type ApiError,
  badRequest,
  conflict,
  errorHandler,
  handleNotFound,
  locked,
  tooManyRequests,
} from './errors';
import { createLogger } from './logger';
import { requestLogger } from './request-logger';

/** A logger that keeps its JSON lines for the test to read. */
const capturingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
};

describe('error answers', () => {
  it('404 for unmatched routes under /db, /v2 and /api, and elsewhere', async () => {
    const b = testBackend();
    const token = await b.tokenFor('viewer');
    for (const [path, withToken] of [
      ['/db/guillotina/nothing-here', true],
      ['/v2/nothing', false],
      ['/api/nothing', false],
      ['/favicon.ico', false],
    ] as const) {
      const res = await b.call('GET', path, { token: withToken ? token : undefined });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: 'Not found', type: 'NotFound' });
    }
    b.close();
  });

  it('answers a wrong method as not found', async () => {
    const b = testBackend();
    expect((await b.call('POST', '/v2/auth/get_token')).status).toBe(404);
    b.close();
  });

  it('500 InternalError for an unexpected failure, logged with its stack and request id', async () => {
    const { logger, lines } = capturingLogger();
    const db = openDatabase(':memory:');
    const app = createApp({ db, logger, webDir: '/nowhere', now: Date.now });
    db.close(); // every query now throws: an error no handler expects
    const res = await app.fetch(
      new Request('http://localhost/db/guillotina/', {
        headers: { authorization: 'Bearer x', 'x-request-id': 'req-500' },
      }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error', type: 'InternalError' });
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId: 'req-500', err: { stack: expect.stringContaining('Error') } });
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({ requestId: 'req-500', status: 500 });
  });

  it('maps hono HTTP exceptions to the same shape', async () => {
    const { logger } = capturingLogger();
    const app = new Hono<AppEnv>().use(requestLogger(logger));
    app.onError(errorHandler(logger));
    app.get('/bad', () => {
      throw new HTTPException(400, { message: 'Malformed JSON in request body' });
    });
    app.get('/big', () => {
      throw new HTTPException(413, { message: 'Too big' });
    });
    const bad = await app.request('/bad');
    expect(await bad.json()).toEqual({
      message: 'Malformed JSON in request body',
      type: 'ValidationError',
      details: [{ path: '', message: 'Malformed JSON in request body' }],
    });
    const big = await app.request('/big');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'Too big', type: 'PayloadTooLarge' });
  });

  it('answers every helper with its status, type, message and headers', async () => {
    const { logger } = capturingLogger();
    const app = new Hono<AppEnv>().use(requestLogger(logger));
    app.onError(errorHandler(logger));
    app.notFound(handleNotFound);
    const cases: [ApiError, number, Record<string, unknown>][] = [
      [
        badRequest([{ path: 'name', message: 'Required' }]),
        400,
        { message: 'Required', type: 'ValidationError', details: [{ path: 'name', message: 'Required' }] },
      ],
      [conflict('This ID already exists'), 409, { message: 'This ID already exists', type: 'Conflict' }],
      [
        locked('Locked by a@example.com since 10:00'),
        409,
        { message: 'Locked by a@example.com since 10:00', type: 'Locked' },
      ],
      [tooManyRequests('Slow down', 1500), 429, { message: 'Slow down', type: 'TooManyRequests' }],
    ];
    for (const [i, [error]] of cases.entries()) {
      app.get(`/${i}`, () => {
        throw error;
      });
    }
    for (const [i, [, status, body]] of cases.entries()) {
      const res = await app.request(`/${i}`);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual(body);
    }
    expect((await app.request('/3')).headers.get('retry-after')).toBe('2');
  });
});

describe('request log', () => {
  it('writes one line per request with method, path, status, ms, request id and user', async () => {
    const { logger, lines } = capturingLogger();
    const db = openDatabase(':memory:');
    const app = createApp({ db, logger, webDir: '/nowhere', now: Date.now });
    const res = await app.fetch(new Request('http://localhost/v2/auth/get_token'));
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({ method: 'GET', path: '/v2/auth/get_token', status: 200, requestId }),
    ]);
    expect(typeof lines[0]?.ms).toBe('number');
    db.close();
  });

  it('echoes a sane caller request id, replaces an odd one, and logs the user once known', async () => {
    const { logger, lines } = capturingLogger();
    const db = openDatabase(':memory:');
    loadFixtures(db, TEST_FIXTURES_DIR);
    const app = createApp({ db, logger, webDir: '/nowhere', now: Date.now });
    const { token: anonymous } = (await (await app.request('/v2/auth/get_token')).json()) as {
      token: string;
    };
    const login = await app.request('/v2/auth/login', {
      method: 'POST',
      headers: { authorization: `Bearer ${anonymous}`, 'x-request-id': 'abc-123' },
      body: JSON.stringify({ email: 'editor@example.com', password: 'editor' }),
    });
    expect(login.headers.get('x-request-id')).toBe('abc-123');
    const { token } = (await login.json()) as { token: string };
    const odd = await app.request('/db/guillotina/', {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'a b <script>' },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map(({ path, status, user }) => ({ path, status, user }))).toEqual([
      { path: '/v2/auth/get_token', status: 200, user: undefined },
      { path: '/v2/auth/login', status: 200, user: 'editor@example.com' },
      { path: '/db/guillotina/', status: 200, user: 'editor@example.com' },
    ]);
    db.close();
  });
});

describe('ApiError', () => {
  it('carries status, type, message and details', () => {
    const error = badRequest([{ path: 'email', message: 'Required' }], 'Check the form');
    expect(error).toBeInstanceOf(Error);
    expect([error.status, error.type, error.message]).toEqual([400, 'ValidationError', 'Check the form']);
    expect(error.toBody()).toEqual({
      message: 'Check the form',
      type: 'ValidationError',
      details: [{ path: 'email', message: 'Required' }],
    });
  });
});
