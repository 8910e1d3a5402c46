import { type Backend, createBackend } from '@cellar/backend';
import { ALL_PERMISSIONS, DEFAULT_SHOP_DOMAINS, PERMISSIONS, SHOPS } from '@cellar/validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './create-client';
import { ERROR_REPORT_LIMITS, type ErrorReportRequest, fitErrorReport } from './error-reports-api';
import { isHttpError } from './errors';

// The SDK against the reference backend, in process: every call of the contract that exists so far.
let backend: Backend;
let token: string | undefined;

beforeEach(() => {
  backend = createBackend({ dataDir: ':memory:', logLevel: 'silent' });
  token = undefined;
});
afterEach(() => backend.close());

const client = () =>
  createClient({ baseUrl: 'http://localhost', getToken: () => token, fetch: backend.fetch });

async function loginAs(email: string, password: string) {
  token = await client().session.login({ email, password });
  return token;
}

// Logins hash passwords and a shop change starts a backend: on a busy 2-core machine they take seconds, not ms.
describe('session', { timeout: 30_000 }, () => {
  it('logs in a fixture account and opens a session', async () => {
    await loginAs('admin@example.com', 'admin');
    expect(token).toMatch(/\S{20,}/);
    await expect(client().session.check()).resolves.toBe(true);
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const error = await loginAs('admin@example.com', 'nope').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 401,
      message: 'Failed! Invalid credentials',
      type: 'Unauthorized',
    });
  });

  it('refuses empty fields with a ValidationError listing them', async () => {
    const error = await loginAs('', '').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, type: 'ValidationError' });
    expect(isHttpError(error) && error.body.details).toEqual([
      { path: 'email', message: 'Failed! Invalid credentials' },
      { path: 'password', message: 'Failed! Invalid credentials' },
    ]);
  });

  it('answers 429 after five failed logins for one email', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(loginAs('editor@example.com', 'wrong')).rejects.toMatchObject({ status: 401 });
    }
    await expect(loginAs('editor@example.com', 'editor')).rejects.toMatchObject({
      status: 429,
      type: 'TooManyRequests',
    });
  });

  it('logs out: the token stops working', async () => {
    await loginAs('viewer@example.com', 'viewer');
    await client().session.logout();
    await expect(client().session.check()).resolves.toBe(false);
    await expect(client().session.logout()).rejects.toMatchObject({ status: 401, type: 'Unauthorized' });
  });

  it('a missing or unknown token does not open a session', async () => {
    await expect(client().session.check()).resolves.toBe(false);
    token = 'not-a-token';
    await expect(client().session.check()).resolves.toBe(false);
  });
});

describe('@canido', () => {
  const ask = () => client().content.canido('/', [...ALL_PERMISSIONS, 'unknown.Permission']);

  it('grants the admin every permission and nothing unknown', async () => {
    await loginAs('admin@example.com', 'admin');
    const answers = await ask();
    for (const permission of ALL_PERMISSIONS) expect(answers[permission]).toBe(true);
    expect(answers['unknown.Permission']).toBe(false);
  });

  it('grants the editor content editing only', async () => {
    await loginAs('editor@example.com', 'editor');
    expect(await ask()).toMatchObject({
      [PERMISSIONS.ViewContent]: true,
      [PERMISSIONS.ModifyContent]: true,
      [PERMISSIONS.ReviewContent]: true,
      [PERMISSIONS.SeePermissions]: false,
      [PERMISSIONS.ViewLogs]: false,
      [PERMISSIONS.DeleteContent]: false,
      [PERMISSIONS.ScheduleNewsletters]: false,
    });
  });

  it('grants the viewer viewing only', async () => {
    await loginAs('viewer@example.com', 'viewer');
    const answers = await ask();
    expect(Object.entries(answers).filter(([, granted]) => granted)).toEqual([
      [PERMISSIONS.ViewContent, true],
    ]);
  });

  it('needs a session', async () => {
    await expect(ask()).rejects.toMatchObject({ status: 401 });
  });
});

describe('shops', { timeout: 30_000 }, () => {
  it('answers the default configuration: staging, the .example domains with the staging prefix', async () => {
    await loginAs('viewer@example.com', 'viewer');
    const answer = await client().shops();
    expect(answer.environment).toBe('staging');
    expect(answer.shops).toEqual(SHOPS.map((shop) => ({ ...shop, host: `staging.${shop.domain}` })));
    expect(answer.shops.find((shop) => shop.id === 'uk')?.host).toBe('staging.cellar-uk.example');
  });

  it('answers the configured domains with www on production', async () => {
    backend.close();
    backend = createBackend({
      dataDir: ':memory:',
      logLevel: 'silent',
      environment: 'production',
      shopDomains: { ...DEFAULT_SHOP_DOMAINS, italvinus: 'italvinus.it' },
    });
    await loginAs('viewer@example.com', 'viewer');
    const { environment, shops } = await client().shops();
    expect(environment).toBe('production');
    expect(shops.map((shop) => shop.host)).toEqual([
      'www.cellar-es.example',
      'www.italvinus.it',
      'www.cellar-fr.example',
      'www.cellar-de.example',
      'www.cellar-uk.example',
    ]);
  });

  it('needs a session', async () => {
    await expect(client().shops()).rejects.toMatchObject({ status: 401, type: 'Unauthorized' });
  });
});

const REPORT: ErrorReportRequest = {
  message: "Cannot read properties of undefined (reading 'map')",
  stack: "TypeError: Cannot read properties of undefined (reading 'map')\n    at OffersTable",
  url: 'https://admin.cellar.example/-admin/offers',
  user_agent: 'Mozilla/5.0 Chrome/141.0',
  release: '0.1.0+abc1234',
};

describe('hasErp', { timeout: 30_000 }, () => {
  it('says the reference backend has the ERP, to the admin and to an editor it refuses (403)', async () => {
    await loginAs('admin@example.com', 'admin');
    await expect(client().hasErp()).resolves.toBe(true);
    await loginAs('editor@example.com', 'editor');
    await expect(client().erp.opinions.total()).rejects.toMatchObject({ status: 403 });
    await expect(client().hasErp()).resolves.toBe(true);
  });
});

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
