import { ERROR_REPORT_LIMITS } from '@cellar/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { loadFixtures } from '../db/fixtures';
import { createApp } from '../http/create-app';
import { createLogger } from '../http/logger';
import { ACCOUNTS, TEST_FIXTURES_DIR, type TestBackend, testBackend } from '../test-support';
import { ERROR_REPORT_TOO_LARGE_MESSAGE, ERROR_REPORTS_ADMIN_ONLY_MESSAGE } from './error-report-routes';
import { LOCAL_ERROR_REPORTER_NAME } from './local-error-reporter';

const REPORT = {
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Screen (screen.tsx:12:3)',
  url: 'https://admin.cellar.example/-admin/offers?page=2',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0',
  release: '0.1.0+abc1234',
};

let b: TestBackend;
afterEach(() => b?.close());

const list = async (token?: string) => b.call('GET', '/api/error-reports', { token });

describe('POST /api/error-reports', () => {
  it('keeps a report sent without a session, answering 201 with its id', async () => {
    b = testBackend();
    const res = await b.call('POST', '/api/error-reports', { body: REPORT });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(id).toBeGreaterThan(0);
    const listed = await list(await b.tokenFor('admin'));
    expect(await listed.json()).toEqual({
      items: [
        {
          ...REPORT,
          id,
          received_at: '2025-01-15T09:00:00.000Z',
          user: null,
          request_id: expect.any(String),
        },
      ],
      items_total: 1,
    });
  });

  it("names the sender when a live session's bearer comes with it, and ignores an unknown one", async () => {
    b = testBackend();
    const editor = await b.tokenFor('editor');
    expect((await b.call('POST', '/api/error-reports', { body: REPORT, token: editor })).status).toBe(201);
    const unknown = await b.call('POST', '/api/error-reports', { body: REPORT, token: 'expired-token' });
    expect(unknown.status).toBe(201);
    const { items } = (await (await list(await b.tokenFor('admin'))).json()) as {
      items: { user: string | null }[];
    };
    expect(items.map((item) => item.user)).toEqual([null, ACCOUNTS.editor.email]);
  });

  it('takes a report without stack or release', async () => {
    b = testBackend();
    const { stack: _stack, release: _release, ...bare } = REPORT;
    expect((await b.call('POST', '/api/error-reports', { body: bare })).status).toBe(201);
  });

  it.each([
    ['no message', { ...REPORT, message: undefined }, 'message'],
    ['a blank message', { ...REPORT, message: '   ' }, 'message'],
    ['no URL', { ...REPORT, url: undefined }, 'url'],
    ['a number for a user agent', { ...REPORT, user_agent: 42 }, 'user_agent'],
    [
      'a message over the limit',
      { ...REPORT, message: 'x'.repeat(ERROR_REPORT_LIMITS.message + 1) },
      'message',
    ],
    ['a stack over the limit', { ...REPORT, stack: 'x'.repeat(ERROR_REPORT_LIMITS.stack + 1) }, 'stack'],
  ])('refuses %s with 400 ValidationError naming the field', async (_name, body, field) => {
    b = testBackend();
    const res = await b.call('POST', '/api/error-reports', { body });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { type: string; message: string; details: { path: string }[] };
    expect(answer).toMatchObject({ type: 'ValidationError', message: 'Invalid error report' });
    expect(answer.details.map((issue) => issue.path)).toContain(field);
    expect((await (await list(await b.tokenFor('admin'))).json()) as unknown).toMatchObject({
      items_total: 0,
    });
  });

  it('refuses a body that is not JSON with 400', async () => {
    b = testBackend();
    const res = await b.call('POST', '/api/error-reports', { rawBody: '{"message":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: 'ValidationError' });
  });

  it('refuses a body over 128 KiB with 413 PayloadTooLarge', async () => {
    b = testBackend();
    const res = await b.call('POST', '/api/error-reports', {
      rawBody: JSON.stringify({ ...REPORT, padding: 'x'.repeat(130 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: ERROR_REPORT_TOO_LARGE_MESSAGE, type: 'PayloadTooLarge' });
  });

  it("writes one log line under the name 'local error reporter'", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
    const db = openDatabase(':memory:');
    loadFixtures(db, TEST_FIXTURES_DIR);
    const app = createApp({ db, logger, webDir: '/nowhere', now: () => Date.UTC(2025, 0, 15) });
    const res = await app.fetch(
      new Request('http://localhost/api/error-reports', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-report' },
        body: JSON.stringify(REPORT),
      }),
    );
    expect(res.status).toBe(201);
    const logged = lines.filter((line) => line.name === LOCAL_ERROR_REPORTER_NAME);
    expect(logged).toEqual([
      expect.objectContaining({
        name: 'local error reporter',
        level: 40,
        requestId: 'req-report',
        errorReport: expect.objectContaining({
          message: REPORT.message,
          url: REPORT.url,
          release: REPORT.release,
        }),
      }),
    ]);
    db.close();
  });
});

describe('GET /api/error-reports', () => {
  it('needs a session (401) and the admin (403 for the others)', async () => {
    b = testBackend();
    expect((await list()).status).toBe(401);
    for (const account of ['editor', 'viewer'] as const) {
      const res = await list(await b.tokenFor(account));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: ERROR_REPORTS_ADMIN_ONLY_MESSAGE, type: 'Forbidden' });
    }
  });

  it('lists the newest report first', async () => {
    b = testBackend();
    for (const message of ['first', 'second', 'third']) {
      await b.call('POST', '/api/error-reports', { body: { ...REPORT, message } });
      b.advance(1000);
    }
    const res = await list(await b.tokenFor('admin'));
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { items, items_total } = (await res.json()) as {
      items: { message: string }[];
      items_total: number;
    };
    expect(items.map((item) => item.message)).toEqual(['third', 'second', 'first']);
    expect(items_total).toBe(3);
  });
});
