import { afterEach, describe, expect, it } from 'vitest';
import { view, viewKey } from '../content/content-view';
import type { Db } from '../db/database';
import { type TestBackend, testBackend } from '../test-support';
import { mountedViews } from './mounts';
import { testMountDeps } from './mounts-test-support';

let db: Db | undefined;
let b: TestBackend | undefined;
afterEach(() => {
  db?.close();
  b?.close();
  db = b = undefined;
});

describe('MOUNTS', () => {
  it('gives each view key to one folder, but the newsletters’ GET @count, which replaces the catalog count', () => {
    const deps = testMountDeps();
    db = deps.db;
    const keys = mountedViews(deps).map((def) => viewKey(def.method, def.name));
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
