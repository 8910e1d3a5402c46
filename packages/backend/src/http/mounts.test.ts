import { DEFAULT_CELLAR_ENVIRONMENT, DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountStore } from '../auth/account-store';
import { LoginLimiter } from '../auth/login-limiter';
import { requireUser } from '../auth/require-user';
import { SessionStore } from '../auth/session-store';
import { ContentStore } from '../content/content-store';
import { view, viewKey } from '../content/content-view';
import { type Db, openDatabase } from '../db/database';
import { FileStore } from '../files/file-store';
import { emptyDir, type TestBackend, testBackend } from '../test-support';
import { createLogger } from './logger';
import { MOUNTS, type MountDeps } from './mounts';

let db: Db | undefined;
let b: TestBackend | undefined;
afterEach(() => {
  db?.close();
  b?.close();
  db = b = undefined;
});

const mountDeps = (): MountDeps => {
  db = openDatabase(':memory:');
  const now = Date.now;
  const accounts = new AccountStore(db);
  const sessions = new SessionStore(db, now);
  return {
    db,
    logger: createLogger('silent'),
    now,
    webDir: emptyDir(),
    environment: DEFAULT_CELLAR_ENVIRONMENT,
    shopDomains: DEFAULT_SHOP_DOMAINS,
    accounts,
    sessions,
    limiter: new LoginLimiter(now),
    files: new FileStore(emptyDir()),
    store: new ContentStore(db, { now }),
    requireUser: requireUser(sessions, accounts),
  };
};

describe('MOUNTS', () => {
  it('gives each view key to one folder, but the newsletters’ GET @count, which replaces the catalog count', () => {
    const deps = mountDeps();
    const keys = MOUNTS.flatMap((mount) => ('views' in mount ? mount.views(deps) : [])).map((def) =>
      viewKey(def.method, def.name),
    );
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(twice).toEqual(['GET @count']);
  });

  it('puts the session guard of /db/* after the login routes and before the ERP and the content dispatcher', async () => {
    b = testBackend();
    expect((await b.call('GET', '/v2/auth/get_token')).status).toBe(200);
    const anonymous = await b.anonymousToken();
    for (const path of ['/db/erp/@delayed-orders', '/db/guillotina/'])
      expect((await b.call('GET', path, { token: anonymous })).status, path).toBe(401);
    expect((await b.call('GET', '/db/guillotina/', { token: await b.tokenFor('viewer') })).status).toBe(200);
  });
});

describe('the views an app is given', () => {
  it('come after every folder’s: one with the key of a folder’s view replaces it', async () => {
    b = testBackend({
      contentViews: [view('GET', '@user_info', (ctx) => ctx.c.json({ replaced: ctx.account.email }))],
    });
    const res = await b.call('GET', '/db/guillotina/@user_info', { token: await b.tokenFor('viewer') });
    expect(await res.json()).toEqual({ replaced: 'viewer@example.com' });
  });
});
