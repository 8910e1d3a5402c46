import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { madridDay } from '@cellar/validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixturesDirWith, type TestBackend, testBackend } from '../test-support';
import { addDays } from './dates';
import { REPO_FIXTURES_DIR } from './test-db';

// The HTTP surface of /db/erp beyond what the SDK contract tests prove: auth order, audit, body errors.
const FIXTURES = fixturesDirWith({});
cpSync(join(REPO_FIXTURES_DIR, 'erp'), join(FIXTURES, 'erp'), { recursive: true });

let backend: TestBackend;
beforeEach(() => {
  backend = testBackend({ fixturesDir: FIXTURES });
});
afterEach(() => backend.close());

describe('/db/erp', () => {
  it('answers 401 before GraphQL runs, and 403 to non-admins', async () => {
    const query = { query: '{ search_user(email: "a") { email } }' };
    expect((await backend.call('POST', '/db/erp/@graphql', { body: query })).status).toBe(401);
    for (const role of ['editor', 'viewer'] as const) {
      const res = await backend.call('POST', '/db/erp/@graphql', {
        token: await backend.tokenFor(role),
        body: query,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Only administrators may use the ERP', type: 'Forbidden' });
    }
  });

  it('answers GraphQL validation errors with 200 and errors, as GraphQL does', async () => {
    const token = await backend.tokenFor('admin');
    const res = await backend.call('POST', '/db/erp/@graphql', { token, body: { query: '{ nope }' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe('Cannot query field "nope" on type "Query".');
    expect((await backend.call('POST', '/db/erp/@graphql', { token, body: {} })).status).toBe(400);
  });

  it('records each write in the audit log under /erp/<entity>/<id>', async () => {
    const token = await backend.tokenFor('admin');
    const today = madridDay(Date.UTC(2025, 0, 15, 9));
    const res = await backend.call('POST', '/db/erp/offers/', {
      token,
      body: [
        {
          id_tipo: 'o',
          id_producto: 'HE10042',
          fecha_desde: today,
          fecha_hasta: addDays(today, 3),
          descuento_oferta: 0.1,
        },
      ],
    });
    expect(res.status).toBe(201);
    const [offer] = (await res.json()) as { id: number }[];
    await backend.call('POST', '/db/erp/@graphql', {
      token,
      body: { query: 'mutation { user_update(user_id: 1001, fields: { idioma: "it" }) { idioma } }' },
    });
    const logs = (await (
      await backend.call('GET', '/db/guillotina/@get-logs?path=/erp&size=20&backend=ch', { token })
    ).json()) as { logs: { path: string; user: string; action: string }[] };
    expect(logs.logs.map((l) => [l.path, l.action, l.user])).toEqual([
      ['/erp/users/1001', 'modify', 'admin@example.com'],
      [`/erp/offers/${offer?.id}`, 'create', 'admin@example.com'],
    ]);
  });

  it('answers 400 for a malformed body and 404 for an unknown id', async () => {
    const token = await backend.tokenFor('admin');
    expect((await backend.call('POST', '/db/erp/offers/', { token, rawBody: '{' })).status).toBe(400);
    expect((await backend.call('POST', '/db/erp/offers/999999/@expire', { token })).status).toBe(404);
    expect((await backend.call('DELETE', '/db/erp/offers/abc', { token })).status).toBe(404);
    const search = await backend.call('POST', '/db/erp/offers/@search', { token });
    expect(search.status).toBe(200);
  });
});
