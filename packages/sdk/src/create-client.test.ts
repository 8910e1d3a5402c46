import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ClientOptions, createClient } from './create-client';
import { isHttpError, isNetworkError, isNotFound, isSchemaError } from './errors';
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
