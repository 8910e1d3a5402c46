import { describe, expect, it } from 'vitest';
import { createClient } from './create-client';
import { isHttpError, isNetworkError, isSchemaError } from './errors';

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
