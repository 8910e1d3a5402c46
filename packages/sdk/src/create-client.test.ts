import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ClientOptions, createClient } from './create-client';
import { isHttpError, isNetworkError, isNotFound, isSchemaError, isUnauthorized } from './errors';
import { memorySession } from './memory-session';
import type { ConfiguredShop } from './schemas';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recordingFetch(answer: (req: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = async (req: Request) => {
    seen.push(req.clone());
    return answer(req);
  };
  return { seen, fetch };
}

describe('createClient headers', () => {
  it('sends the bearer token and the main shop headers by default', async () => {
    const { seen, fetch } = recordingFetch(() =>
      json(200, { '@id': 'x', '@type': 'Container', '@name': 'g', is_folderish: true }),
    );
    const client = createClient({ baseUrl: 'http://backend.test', getToken: () => 'tok-1', fetch });
    await client.session.check();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen[0]?.headers.get('x-shop')).toBe('cellar');
    expect(seen[0]?.headers.get('x-country')).toBe('es');
  });

  it('uses the chosen shop for x-shop and x-country', async () => {
    const { seen, fetch } = recordingFetch(() => json(200, { a: true }));
    const client = createClient({ baseUrl: 'http://backend.test', shop: 'uk', fetch });
    await client.content.canido('/', ['a']);
    expect(seen[0]?.headers.get('x-shop')).toBe('uk');
    expect(seen[0]?.headers.get('x-country')).toBe('uk');
    expect(new URL(seen[0]?.url ?? '').searchParams.get('permissions')).toBe('a');
  });

  it('logs in with the anonymous token as bearer, not the stored one', async () => {
    const { seen, fetch } = recordingFetch((req) =>
      req.url.endsWith('/get_token') ? json(200, { token: 'anon' }) : json(200, { token: 'session' }),
    );
    const client = createClient({ baseUrl: 'http://backend.test', getToken: () => 'old', fetch });
    await expect(client.session.login({ email: 'a@b.c', password: 'p' })).resolves.toBe('session');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer anon');
    expect(await seen[1]?.json()).toEqual({ email: 'a@b.c', password: 'p' });
  });
});

describe('createClient errors', () => {
  it('turns a rejected fetch into a NetworkError with status 0', async () => {
    const client = createClient({
      baseUrl: 'http://backend.test',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await client.session.check().catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as { status: number }).status).toBe(0);
  });

  it('turns an error status into an HttpError carrying the body', async () => {
    const { fetch } = recordingFetch(() => json(403, { message: 'Forbidden here', type: 'Forbidden' }));
    const client = createClient({ baseUrl: 'http://backend.test', fetch });
    const error = await client.content.canido('/', ['a']).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, type: 'Forbidden', message: 'Forbidden here' });
  });

  it('keeps a non-JSON error answer readable', async () => {
    const { fetch } = recordingFetch(() => new Response('Bad gateway', { status: 502 }));
    const client = createClient({ baseUrl: 'http://backend.test', fetch });
    const error = await client.version().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Bad gateway' });
  });

  it('check answers false on 401 and throws on other failures', async () => {
    const unauthorized = createClient({
      baseUrl: 'http://backend.test',
      fetch: async () => json(401, { message: 'Unauthorized', type: 'Unauthorized' }),
    });
    await expect(unauthorized.session.check()).resolves.toBe(false);
    const broken = createClient({
      baseUrl: 'http://backend.test',
      fetch: async () => json(500, { message: 'Internal server error', type: 'InternalError' }),
    });
    await expect(broken.session.check()).rejects.toMatchObject({ status: 500 });
  });

  it('hasErp asks the lightest ERP call: no such route (404) is no ERP, its answer or refusal (403) is one', async () => {
    const answering = (status: number, body: unknown) => {
      const { seen, fetch } = recordingFetch(() => json(status, body));
      return { seen, client: createClient({ baseUrl: 'http://backend.test', fetch }) };
    };
    const plain = answering(404, { message: 'object and/or route not found', type: 'NotFound' });
    await expect(plain.client.hasErp()).resolves.toBe(false);
    expect(plain.seen.map((req) => `${req.method} ${new URL(req.url).pathname}`)).toEqual([
      'GET /db/erp/opinions/@total',
    ]);
    await expect(answering(200, { pend: 1, npub: 0, publ: 2 }).client.hasErp()).resolves.toBe(true);
    await expect(
      answering(403, { message: 'Only administrators may use the ERP', type: 'Forbidden' }).client.hasErp(),
    ).resolves.toBe(true);
    await expect(
      answering(503, { message: 'down', type: 'ServiceUnavailable' }).client.hasErp(),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('rejects a 2xx answer that breaks the contract with a SchemaError', async () => {
    const { fetch } = recordingFetch(() => json(200, { nope: 1 }));
    const client = createClient({ baseUrl: 'http://backend.test', fetch });
    const error = await client.session.login({ email: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(isSchemaError(error)).toBe(true);
  });

  it('checks the shops answer: an unknown environment is a SchemaError', async () => {
    const { seen, fetch } = recordingFetch(() => json(200, { environment: 'dev', shops: [] }));
    const client = createClient({ baseUrl: 'http://backend.test', fetch });
    const error = await client.shops().catch((e: unknown) => e);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/v2/@shops');
    expect(isSchemaError(error)).toBe(true);
  });
});

describe('createClient shops', () => {
  const configured: ConfiguredShop[] = [
    {
      id: 'cellar',
      language: 'es',
      country: 'es',
      letter: 'V',
      domain: 'vinos.test',
      host: 'www.vinos.test',
    },
    { id: 'uk', language: 'en', country: 'uk', letter: 'U', domain: 'wines.test', host: 'www.wines.test' },
  ];
  const headersFor = async (options: Partial<ClientOptions>) => {
    const { seen, fetch } = recordingFetch(() => json(200, { a: true }));
    await createClient({ baseUrl: 'http://backend.test', fetch, ...options }).content.canido('/', ['a']);
    return [seen[0]?.headers.get('x-shop'), seen[0]?.headers.get('x-country')];
  };

  it("takes x-shop from the configured shop whose domain the host is on, with the host's prefix or none", async () => {
    expect(await headersFor({ shops: () => configured, host: 'www.wines.test' })).toEqual(['uk', 'uk']);
    expect(await headersFor({ shops: () => configured, host: 'staging.wines.test:8443' })).toEqual([
      'uk',
      'uk',
    ]);
    expect(await headersFor({ shops: () => configured, host: 'wines.test' })).toEqual(['uk', 'uk']);
  });

  it('never picks a shop by the built-in domains: the main shop until the configuration says otherwise', async () => {
    // cellar-uk.example is the built-in default domain of uk, not configured here.
    expect(await headersFor({ shops: () => configured, host: 'www.cellar-uk.example' })).toEqual([
      'cellar',
      'es',
    ]);
    expect(await headersFor({ host: 'www.cellar-uk.example' })).toEqual(['cellar', 'es']);
    expect(await headersFor({ shops: () => undefined, host: 'www.wines.test' })).toEqual(['cellar', 'es']);
  });

  it('reads the configuration before every call, so shops that arrive later take effect', async () => {
    let known: ConfiguredShop[] | undefined;
    const { seen, fetch } = recordingFetch(() => json(200, { a: true }));
    const client = createClient({
      baseUrl: 'http://backend.test',
      fetch,
      shops: () => known,
      host: 'www.wines.test',
    });
    await client.content.canido('/', ['a']);
    expect(client.shop.id).toBe('cellar');
    known = configured;
    await client.content.canido('/', ['a']);
    expect(seen.map((req) => req.headers.get('x-shop'))).toEqual(['cellar', 'uk']);
    expect(client.shop).toEqual(configured[1]);
  });

  it('lets a chosen shop win over the host', async () => {
    expect(await headersFor({ shop: 'uk', shops: () => configured, host: 'www.vinos.test' })).toEqual([
      'uk',
      'uk',
    ]);
  });
});

describe('createClient calls a real Guillotina answers differently', () => {
  it('sends the unlock as a keepalive request when asked, with the session and shop headers', async () => {
    const { seen, fetch } = recordingFetch(() => json(200, {}));
    const client = createClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch });
    await client.content.unlock('/bodegas/vega sicilia/', { keepalive: true });
    await client.content.unlock('/bodegas/vega sicilia/');
    expect(seen.map((req) => [req.method, new URL(req.url).pathname, req.keepalive])).toEqual([
      ['POST', '/db/guillotina/bodegas/vega%20sicilia/@unlock', true],
      ['POST', '/db/guillotina/bodegas/vega%20sicilia/@unlock', false],
    ]);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.headers.get('x-shop')).toBe('cellar');
  });

  it.each([
    [{ message: 'Not found', type: 'NotFound' }, 'Not found'],
    [{ reason: 'object and/or route not found' }, 'object and/or route not found'],
  ])('types a failed download (%j) instead of failing to read its body twice', async (body, message) => {
    const client = createClient({ baseUrl: 'http://backend.test', fetch: async () => json(404, body) });
    const error = await client.content.downloadFile('/a/', 'file').catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404, message });
  });

  it('answers an empty download as an empty Blob', async () => {
    const client = createClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response(null, { status: 200, headers: { 'content-length': '0' } }),
    });
    expect((await client.content.downloadFile('/a/', 'file')).size).toBe(0);
  });

  it('sends a catalog query as query parameters, a list comma-separated', async () => {
    const { seen, fetch } = recordingFetch(() => json(200, 3));
    const client = createClient({ baseUrl: 'http://backend.test', fetch });
    await expect(
      client.content.catalogCount({ type_name__in: ['Bodega', 'Producto'], depth: 1, path__starts: '/a b' }),
    ).resolves.toBe(3);
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/db/guillotina/@count');
    expect([...url.searchParams]).toEqual([
      ['type_name__in', 'Bodega,Producto'],
      ['depth', '1'],
      ['path__starts', '/a b'],
    ]);
  });

  it('keeps a 503 that says why as a server error: only a silent one means the search add-on is missing', async () => {
    const down = createClient({
      baseUrl: 'http://backend.test',
      fetch: async () => json(503, { message: 'Elasticsearch is down', type: 'ServiceUnavailable' }),
    });
    const error = await down.content.search({}).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ServerError', kind: 'server', message: 'Elasticsearch is down' });
    const plain = createClient({ baseUrl: 'http://backend.test', fetch: async () => json(503, {}) });
    expect(await plain.content.search({}).catch((e: unknown) => e)).toMatchObject({
      name: 'AddonRequiredError',
      call: 'POST @search',
      status: 503,
    });
  });

  it('names the field of a move answer that is neither shape', async () => {
    const client = createClient({
      baseUrl: 'http://backend.test',
      fetch: async () => json(200, { '@url': 3 }),
    });
    const error = await client.content.move('/a/', '/b/').catch((e: unknown) => e);
    expect(isSchemaError(error)).toBe(true);
    expect(error).toMatchObject({ issues: [{ path: '@url' }] });
    expect((error as Error).message).toMatch(/^Unexpected answer from moveObject: @url: /);
    const outside = createClient({
      baseUrl: 'http://backend.test',
      fetch: async () => json(200, { '@url': 'http://backend.test/elsewhere/x' }),
    });
    expect(await outside.content.move('/a/', '/b/').catch((e: unknown) => e)).toMatchObject({
      issues: [{ path: '@url', message: 'Not the URL of an object of the container' }],
    });
  });

  it('names the fields of an upload answer that describes a file badly, and takes {} as nothing said', async () => {
    const bad = createClient({
      baseUrl: 'http://backend.test',
      fetch: async () => json(200, { filename: 'a.png' }),
    });
    const error = await bad.content
      .uploadFile('/a/', 'image', new Blob(['x']), 'a.png')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ issues: [{ path: 'content_type' }, { path: 'size' }] });
    const plain = createClient({ baseUrl: 'http://backend.test', fetch: async () => json(200, {}) });
    await expect(plain.content.uploadFile('/a/', 'image', new Blob(['x']), 'a.png')).resolves.toBeNull();
  });

  it('reports a 2xx answer that is not JSON as a SchemaError, not as a network failure', async () => {
    const client = createClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response('<html>proxy login</html>', { status: 200 }),
    });
    const error = await client.content.get('/').catch((e: unknown) => e);
    expect(isSchemaError(error)).toBe(true);
    expect((error as Error).message).toBe('Unexpected answer from getObject: (the answer): not JSON');
  });

  it('makes a call the SDK does not wrap with the session headers, typed errors and a checked answer', async () => {
    const { seen, fetch } = recordingFetch((req) =>
      req.url.endsWith('/@login') ? json(200, { exp: 'soon', token: 'abc' }) : json(401, { reason: 'no' }),
    );
    const client = createClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch });
    await expect(
      client.request(
        { method: 'POST', path: '/db/guillotina/@login', body: { username: 'root', password: 'root' } },
        z.object({ token: z.string() }),
      ),
    ).resolves.toEqual({ token: 'abc' });
    expect(await seen[0]?.json()).toEqual({ username: 'root', password: 'root' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    const error = await client
      .request({ method: 'GET', path: '/db/guillotina/@addons', query: { a: 'b' } })
      .catch((e: unknown) => e);
    expect(new URL(seen[1]?.url ?? '').search).toBe('?a=b');
    expect(error).toMatchObject({ name: 'UnauthorizedError', message: 'no' });
  });
});

describe('createClient session', () => {
  const container = { '@id': 'x', '@type': 'Container', '@name': 'g', is_folderish: true };
  /** A backend that opens sessions for the tokens in `valid` and answers 401 to any other. */
  function sessionBackend(valid: Set<string>) {
    return recordingFetch(async (req) => {
      const path = new URL(req.url).pathname;
      if (path === '/v2/auth/get_token') return json(200, { token: 'anon' });
      if (path === '/v2/auth/login') {
        valid.add('tok-1');
        return json(200, { token: 'tok-1' });
      }
      const token = req.headers.get('authorization')?.replace('Bearer ', '');
      if (!token || !valid.has(token)) return json(401, { message: 'Unauthorized', type: 'Unauthorized' });
      if (path === '/v2/auth/logout') valid.delete(token);
      return json(200, container);
    });
  }

  it('keeps the token login answers (in memory by default) and sends it with every call', async () => {
    const { seen, fetch } = sessionBackend(new Set());
    const client = createClient({ baseUrl: 'http://backend.test', fetch });
    await expect(client.session.check()).resolves.toBe(false);
    await expect(client.session.login({ email: 'a@b.c', password: 'p' })).resolves.toBe('tok-1');
    await expect(client.session.check()).resolves.toBe(true);
    expect(seen.map((req) => req.headers.get('authorization'))).toEqual([
      null,
      null,
      'Bearer anon',
      'Bearer tok-1',
    ]);
  });

  it("logs in with Guillotina's own @login when the server has no /v2/auth (a plain Guillotina), and keeps its token", async () => {
    const session = memorySession();
    const { seen, fetch } = recordingFetch((req) => {
      const path = new URL(req.url).pathname;
      if (path === '/db/guillotina/@login')
        return json(200, { exp: '2026-11-28T07:15:40.589305', token: 'g-tok' });
      return json(404, { reason: 'object and/or route not found' });
    });
    const client = createClient({ baseUrl: 'http://backend.test', fetch, session });
    await expect(client.session.login({ email: 'root', password: 'root' })).resolves.toBe('g-tok');
    expect(await session.get()).toBe('g-tok');
    expect(seen.map((req) => `${req.method} ${new URL(req.url).pathname}`)).toEqual([
      'GET /v2/auth/get_token',
      'POST /db/guillotina/@login',
    ]);
    expect(await seen[1]?.json()).toEqual({ username: 'root', password: 'root' });
    expect(seen[1]?.headers.get('authorization')).toBeNull();
  });

  it('does not try @login when the spec session refuses otherwise (wrong credentials stay a 401)', async () => {
    const { seen, fetch } = recordingFetch((req) =>
      req.url.endsWith('/get_token')
        ? json(200, { token: 'anon' })
        : json(401, { message: 'no', type: 'Unauthorized' }),
    );
    const client = createClient({ baseUrl: 'http://backend.test', fetch });
    await expect(client.session.login({ email: 'a', password: 'b' })).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(2);
  });

  it('keeps it in the store given', async () => {
    const session = memorySession();
    const { fetch } = sessionBackend(new Set());
    await createClient({ baseUrl: 'http://backend.test', fetch, session }).session.login({
      email: 'a@b.c',
      password: 'p',
    });
    expect(await session.get()).toBe('tok-1');
  });

  it('forgets a refused token: one UnauthorizedError, then the next call goes without it', async () => {
    const session = memorySession('expired');
    const { seen, fetch } = sessionBackend(new Set());
    const client = createClient({ baseUrl: 'http://backend.test', fetch, session });
    const error = await client.content.canido('/', ['a']).catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
    expect(await session.get()).toBeNull();
    await expect(client.content.canido('/', ['a'])).rejects.toMatchObject({ status: 401 });
    expect(seen.map((req) => req.headers.get('authorization'))).toEqual(['Bearer expired', null]);
  });

  it('keeps a token that replaced the refused one while its call was out', async () => {
    const session = memorySession('old');
    const client = createClient({
      baseUrl: 'http://backend.test',
      session,
      fetch: async () => {
        session.set('new');
        return json(401, { message: 'Unauthorized', type: 'Unauthorized' });
      },
    });
    await expect(client.session.check()).resolves.toBe(false);
    expect(session.get()).toBe('new');
  });

  it('does not forget the kept token when wrong credentials are refused', async () => {
    const session = memorySession('kept');
    const client = createClient({
      baseUrl: 'http://backend.test',
      session,
      fetch: async (req) =>
        req.url.endsWith('/get_token')
          ? json(200, { token: 'anon' })
          : json(401, { message: 'Failed! Invalid credentials', type: 'Unauthorized' }),
    });
    await expect(client.session.login({ email: 'a@b.c', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
    });
    expect(session.get()).toBe('kept');
  });

  it('logs out: revokes the kept token on the server and forgets it', async () => {
    const valid = new Set(['tok-1']);
    const session = memorySession('tok-1');
    const { seen, fetch } = sessionBackend(valid);
    await createClient({ baseUrl: 'http://backend.test', fetch, session }).session.logout();
    expect(seen.map((req) => [new URL(req.url).pathname, req.headers.get('authorization')])).toEqual([
      ['/v2/auth/logout', 'Bearer tok-1'],
    ]);
    expect(valid.has('tok-1')).toBe(false);
    expect(session.get()).toBeNull();
  });

  it('forgets the token on logout even when the server cannot be reached, and says so', async () => {
    const session = memorySession('tok-1');
    const client = createClient({
      baseUrl: 'http://backend.test',
      session,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await client.session.logout().catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(session.get()).toBeNull();
  });

  it('logs out without a call when no token is kept', async () => {
    const { seen, fetch } = sessionBackend(new Set());
    await createClient({ baseUrl: 'http://backend.test', fetch }).session.logout();
    expect(seen).toEqual([]);
  });

  it('with getToken, reads the caller’s token and never writes or forgets it', async () => {
    let token: string | undefined = 'expired';
    const { seen, fetch } = sessionBackend(new Set());
    const client = createClient({ baseUrl: 'http://backend.test', fetch, getToken: () => token });
    await expect(client.session.check()).resolves.toBe(false);
    await expect(client.session.check()).resolves.toBe(false);
    expect(seen.map((req) => req.headers.get('authorization'))).toEqual(['Bearer expired', 'Bearer expired']);
    token = await client.session.login({ email: 'a@b.c', password: 'p' });
    await expect(client.session.check()).resolves.toBe(true);
  });

  it('refuses to send when the store cannot be read: a CellarError naming it, not a network failure', async () => {
    const { seen, fetch } = sessionBackend(new Set());
    const client = createClient({
      baseUrl: 'http://backend.test',
      fetch,
      session: {
        get: () => Promise.reject(new Error('EACCES: permission denied')),
        set() {},
        clear() {},
      },
    });
    const error = await client.session.check().catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(false);
    expect(error).toMatchObject({
      kind: 'invalid-request',
      status: 0,
      message: 'The session store could not be read: EACCES: permission denied',
    });
    expect(seen).toEqual([]);
  });
});
