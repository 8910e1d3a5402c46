import { type Backend, createBackend } from '@cellar/backend';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './create-client';
import { ERROR_REPORT_LIMITS, type ErrorReportRequest, fitErrorReport } from './error-reports-api';
import { isHttpError } from './errors';

// The SDK's error-reports calls against the reference backend, in process.
let backend: Backend;
let token: string | undefined;

beforeEach(() => {
  backend = createBackend({ dataDir: ':memory:', logLevel: 'silent' });
  token = undefined;
});
afterEach(() => backend.close());

const client = () =>
  createClient({ baseUrl: 'http://localhost', getToken: () => token, fetch: backend.fetch });

const loginAs = async (email: string, password: string) => {
  token = await client().session.login({ email, password });
};

const REPORT: ErrorReportRequest = {
  message: "Cannot read properties of undefined (reading 'map')",
  stack: "TypeError: Cannot read properties of undefined (reading 'map')\n    at OffersTable",
  url: 'https://admin.cellar.example/-admin/offers',
  user_agent: 'Mozilla/5.0 Chrome/141.0',
  release: '0.1.0+abc1234',
};

describe('errorReports', () => {
  it('files a report without a session and the admin lists it', async () => {
    const id = await client().errorReports.send(REPORT);
    expect(id).toBeGreaterThan(0);
    await loginAs('admin@example.com', 'admin');
    const list = await client().errorReports.list();
    expect(list.items_total).toBe(1);
    expect(list.items[0]).toMatchObject({ ...REPORT, id, user: null });
  });

  it('names the logged-in sender', async () => {
    await loginAs('viewer@example.com', 'viewer');
    await client().errorReports.send(REPORT);
    await loginAs('admin@example.com', 'admin');
    expect((await client().errorReports.list()).items[0]?.user).toBe('viewer@example.com');
  });

  it('cuts fields over their limits so that a long stack still arrives', async () => {
    const long = { ...REPORT, message: 'm'.repeat(5000), stack: 's'.repeat(50_000) };
    await client().errorReports.send(long);
    await loginAs('admin@example.com', 'admin');
    const [stored] = (await client().errorReports.list()).items;
    expect(stored?.message).toHaveLength(ERROR_REPORT_LIMITS.message);
    expect(stored?.stack).toHaveLength(ERROR_REPORT_LIMITS.stack);
  });

  it('refuses a body that breaks the contract with 400 ValidationError', async () => {
    const error = await client()
      .raw.POST('/api/error-reports', {
        // A report without its URL, as a careless client would send it.
        body: { message: 'boom', user_agent: 'x' } as unknown as ErrorReportRequest,
      })
      .then(({ response, error: body }) => ({ status: response.status, body }));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ type: 'ValidationError', details: [{ path: 'url' }] });
  });

  it('lists only for the admin: 403 for the editor, 401 without a session', async () => {
    await expect(client().errorReports.list()).rejects.toMatchObject({ status: 401, type: 'Unauthorized' });
    await loginAs('editor@example.com', 'editor');
    const error = await client()
      .errorReports.list()
      .catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, type: 'Forbidden' });
  });
});

describe('fitErrorReport', () => {
  it('keeps a report within the limits as it is and words a blank message', () => {
    expect(fitErrorReport(REPORT)).toEqual(REPORT);
    expect(fitErrorReport({ ...REPORT, message: '  ' }).message).toBe('Unknown error');
    const { stack: _stack, release: _release, ...bare } = REPORT;
    expect(fitErrorReport(bare)).toEqual(bare);
  });
});
