import { COUNTRIES } from '@cellar/validation/catalogue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileTestBackend, fileTestBackend } from '../files/file-test-support';

let b: FileTestBackend;
beforeEach(() => {
  b = fileTestBackend();
});
afterEach(() => b.close());

describe('GET /db/guillotina/@field-constants', () => {
  it('lists the 52 Spanish provinces and the countries', async () => {
    const res = await b.request('GET', '/db/guillotina/@field-constants', { token: await b.token('viewer') });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      provincias: { id_provincia: string; nombre: string; id_pais: string }[];
      paises: unknown[];
    };
    expect(body.provincias).toHaveLength(52);
    expect(new Set(body.provincias.map((p) => p.id_provincia)).size).toBe(52);
    expect(body.provincias).toContainEqual({ id_provincia: '28', nombre: 'Madrid', id_pais: 'es' });
    expect(body.paises).toHaveLength(COUNTRIES.length);
  });

  it('401 without a token', async () => {
    expect((await b.request('GET', '/db/guillotina/@field-constants')).status).toBe(401);
  });
});

describe('GET /db/guillotina/@principals', () => {
  it('lists the accounts for the admin; no groups', async () => {
    const res = await b.request('GET', '/db/guillotina/@principals', { token: await b.token('admin') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      users: [
        { id: 'admin@example.com', email: 'admin@example.com' },
        { id: 'editor@example.com', email: 'editor@example.com' },
        { id: 'viewer@example.com', email: 'viewer@example.com' },
      ],
      groups: [],
    });
  });

  it.each(['editor', 'viewer'] as const)('403 for the %s (no SeePermissions)', async (account) => {
    const res = await b.request('GET', '/db/guillotina/@principals', { token: await b.token(account) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { type: string }).type).toBe('Forbidden');
  });

  it('401 without a token', async () => {
    expect((await b.request('GET', '/db/guillotina/@principals')).status).toBe(401);
  });
});
