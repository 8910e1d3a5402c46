import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, type TestBackend, testBackend } from '../test-support';

// CELLAR_ADDONS=off: the backend answers as the recorded plain Guillotina 7.1.4 (packages/sdk/README.md).
let backend: TestBackend;
afterEach(() => backend?.close());

const { email, password } = ACCOUNTS.admin;

async function guillotinaLogin(path = '/db/guillotina/@login'): Promise<string> {
  const res = await backend.call('POST', path, { body: { username: email, password } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { exp: string; token: string };
  expect(body.exp).toMatch(/^\d{4}-\d\d-\d\dT/);
  return body.token;
}

/** `METHOD path status` of each call, to compare as a table. */
async function statuses(token: string, calls: readonly (readonly [string, string, number])[]) {
  const answered: string[] = [];
  for (const [method, path] of calls) {
    const body = method === 'POST' && path.endsWith('@search') ? {} : undefined;
    const res = await backend.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    answered.push(`${method} ${path} ${res.status}`);
  }
  return answered;
}
const expected = (calls: readonly (readonly [string, string, number])[]) =>
  calls.map(([method, path, status]) => `${method} ${path} ${status}`);

describe('CELLAR_ADDONS=off', () => {
  it("has no spec session but Guillotina's @login, whose token opens the content", async () => {
    backend = testBackend({ addons: false });
    expect((await backend.call('GET', '/v2/auth/get_token')).status).toBe(404);
    const refused = await backend.call('POST', '/@login', { body: { username: email, password: 'wrong' } });
    expect(refused.status).toBe(401);
    const token = await guillotinaLogin('/@login');
    expect((await backend.call('GET', '/db/guillotina/', { token })).status).toBe(200);
    expect((await backend.call('GET', '/db/guillotina/@user_info', { token })).status).toBe(200);
  });

  it("answers the add-ons' calls as Guillotina does, and serves Guillotina's own", async () => {
    backend = testBackend({ addons: false });
    const token = await guillotinaLogin();
    const calls = [
      ['POST', '/db/guillotina/@search', 501],
      ['POST', '/db/guillotina/@count', 404],
      ['GET', '/db/guillotina/@search?type_name=Folder', 200],
      ['GET', '/db/guillotina/@count?type_name=Folder', 200],
      ['POST', '/db/guillotina/@lock', 404],
      ['GET', '/db/guillotina/@get-logs?path=%2F&size=2', 404],
      ['GET', '/db/guillotina/@field-constants', 404],
      ['GET', '/db/guillotina/@principals', 404],
      ['GET', '/db/erp/opinions/@total', 404],
      ['GET', '/v2/@shops', 404],
      ['GET', '/api/error-reports', 404],
      ['GET', '/db/guillotina/@sharing', 200],
      ['GET', '/db/guillotina/@behaviors', 200],
      ['GET', '/db/guillotina/@types', 200],
      ['GET', '/db/guillotina/@canido?permissions=guillotina.ViewContent', 200],
    ] as const;
    expect(await statuses(token, calls)).toEqual(expected(calls));
    const missing = await backend.call('GET', '/db/erp/opinions/@total', { token });
    expect(await missing.json()).toMatchObject({
      message: 'object and/or route not found',
      type: 'NotFound',
    });
  });

  it('serves every add-on when on (the default)', async () => {
    backend = testBackend();
    const token = await backend.tokenFor('admin');
    const calls = [
      ['POST', '/db/guillotina/@search', 200],
      ['GET', '/db/guillotina/@get-logs?path=%2F&size=2', 200],
      ['GET', '/db/erp/opinions/@total', 200],
    ] as const;
    expect(await statuses(token, calls)).toEqual(expected(calls));
  });
});
