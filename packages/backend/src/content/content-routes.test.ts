import { ALL_PERMISSIONS, PERMISSIONS } from '@cellar/validation';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_TOKEN_TTL_MS } from '../auth/session-store';
import { type TestBackend, testBackend } from '../test-support';
import { hrefParts, parseContentUrl } from './content-routes';
import { view } from './content-view';

let backend: TestBackend;
const start = () => {
  backend = testBackend();
  return backend;
};
afterEach(() => backend?.close());

const canido = async (b: TestBackend, token: string, names: readonly string[]) => {
  const res = await b.call('GET', `/db/guillotina/@canido?permissions=${names.join(',')}`, { token });
  expect(res.status).toBe(200);
  return res.json();
};

describe('GET /db/guillotina/', () => {
  it('answers the empty root container in Guillotina shape', async () => {
    const b = start();
    const token = await b.tokenFor('viewer');
    const res = await b.call('GET', '/db/guillotina/', { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      '@id': 'http://localhost/db/guillotina/',
      '@type': 'Container',
      '@name': 'guillotina',
      '@uid': expect.stringMatching(/^[0-9a-f]{32}$/),
      '@static_behaviors': [],
      parent: {},
      is_folderish: true,
      creation_date: expect.any(String),
      modification_date: expect.any(String),
      items: [],
      length: 0,
      title: 'Cellar',
    });
    const again = (await (await b.call('GET', '/db/guillotina', { token })).json()) as Record<
      string,
      unknown
    >;
    expect(again['@uid']).toBe(body['@uid']);
  });

  it.each([
    ['no token', undefined, 'Authentication required: send a bearer token.'],
    ['an unknown token', 'made-up', 'Your session is invalid or has expired. Please log in again.'],
  ])('answers 401 with %s', async (_, token, message) => {
    const res = await start().call('GET', '/db/guillotina/', { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message, type: 'Unauthorized' });
  });

  it('refuses an anonymous token', async () => {
    const b = start();
    const res = await b.call('GET', '/db/guillotina/', { token: await b.anonymousToken() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'Authentication required: log in first.',
      type: 'Unauthorized',
    });
  });

  it('refuses a user token once its 12 hours are over', async () => {
    const b = start();
    const token = await b.tokenFor('admin');
    b.advance(USER_TOKEN_TTL_MS - 1);
    expect((await b.call('GET', '/db/guillotina/', { token })).status).toBe(200);
    b.advance(1);
    expect((await b.call('GET', '/db/guillotina/', { token })).status).toBe(401);
  });

  it('refuses a malformed Authorization header', async () => {
    const b = start();
    const token = await b.tokenFor('admin');
    const res = await b.fetch(
      new Request('http://localhost/db/guillotina/', { headers: { authorization: `Basic ${token}` } }),
    );
    expect(res.status).toBe(401);
  });
});

describe('GET /db/guillotina/@canido', () => {
  it('grants the admin every permission', async () => {
    const b = start();
    expect(await canido(b, await b.tokenFor('admin'), ALL_PERMISSIONS)).toEqual(
      Object.fromEntries(ALL_PERMISSIONS.map((p) => [p, true])),
    );
  });

  it('grants the editor ViewContent, ModifyContent and ReviewContent only', async () => {
    const b = start();
    expect(await canido(b, await b.tokenFor('editor'), ALL_PERMISSIONS)).toEqual({
      'guillotina.ViewContent': true,
      'guillotina.ModifyContent': true,
      'guillotina.SeePermissions': false,
      'guillotina.DeleteContent': false,
      'cellar.ViewLogs': false,
      'cellar.ScheduleNewsletters': false,
      'cellar.ReviewContent': true,
    });
  });

  it('grants the viewer ViewContent only', async () => {
    const b = start();
    const answer = (await canido(b, await b.tokenFor('viewer'), ALL_PERMISSIONS)) as Record<string, boolean>;
    expect(Object.keys(answer).filter((p) => answer[p])).toEqual([PERMISSIONS.ViewContent]);
  });

  it('answers false for unknown permission names and {} for none', async () => {
    const b = start();
    const token = await b.tokenFor('admin');
    expect(await canido(b, token, ['guillotina.ViewContent', 'guillotina.Nope'])).toEqual({
      'guillotina.ViewContent': true,
      'guillotina.Nope': false,
    });
    expect(await (await b.call('GET', '/db/guillotina/@canido', { token })).json()).toEqual({});
  });

  it('needs a user token', async () => {
    const res = await start().call('GET', '/db/guillotina/@canido?permissions=guillotina.ViewContent');
    expect(res.status).toBe(401);
  });
});

describe('hrefParts', () => {
  it('cuts a serialised URL where new URL() finds its origin and path', () => {
    const same = (href: string) => {
      const url = new URL(href);
      expect(hrefParts(url.href)).toEqual({ origin: url.origin, pathname: url.pathname });
    };
    for (const href of [
      'http://localhost:8080/db/guillotina/bodegas/',
      'https://[::1]:8443/db/guillotina/a%20b/@get-logs?from=0#x',
      'http://example.com',
      'http://example.com:80/db/guillotina/caf%C3%A9?q=/x',
      'http://h/db/guillotina/a/../b/./c',
    ])
      same(href);
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), same), {
      numRuns: 500,
    });
  });
});

describe('parseContentUrl', () => {
  it.each([
    ['/db/guillotina', { path: '/', view: '', args: [] }],
    ['/db/guillotina/', { path: '/', view: '', args: [] }],
    ['/db/guillotina/@search', { path: '/', view: '@search', args: [] }],
    ['/db/guillotina/bodegas/vega-sicilia/', { path: '/bodegas/vega-sicilia', view: '', args: [] }],
    ['/db/guillotina/bodegas/x/@upload/image', { path: '/bodegas/x', view: '@upload', args: ['image'] }],
    ['/db/guillotina/@types/Bodega', { path: '/', view: '@types', args: ['Bodega'] }],
    ['/db/guillotina/a%20b/@x/c%2Fd', { path: '/a b', view: '@x', args: ['c/d'] }],
  ])('%s', (pathname, expected) => {
    expect(parseContentUrl(pathname)).toEqual(expected);
  });

  it.each([
    '/db/guillotina/%2E%2E/x',
    '/db/guillotina/a/./b',
    '/db/guillotina/a%2Fb',
    '/db/guillotina/%E0%A4%A',
    '/db/other',
  ])('refuses %s', (pathname) => {
    expect(parseContentUrl(pathname)).toBeUndefined();
    expect(parseContentUrl(pathname)).toBeUndefined();
  });

  it('parses a path once: the same path again answers the kept parse, which nobody can change', () => {
    const first = parseContentUrl('/db/guillotina/bodegas/x/@upload/image');
    expect(parseContentUrl('/db/guillotina/bodegas/x/@upload/image')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.args)).toBe(true);
    // Still right for a path after 2,000 others pushed it out.
    for (let i = 0; i < 2000; i++) parseContentUrl(`/db/guillotina/f${i}`);
    expect(parseContentUrl('/db/guillotina/bodegas/x/@upload/image')).toEqual(first);
    expect(parseContentUrl('/db/guillotina/f1999')).toEqual({ path: '/f1999', view: '', args: [] });
  });
});

describe('permission first', () => {
  it('serves no view but a GET that names no permission, so none reads a body before its check', () => {
    expect(() =>
      testBackend({ contentViews: [view('POST', '@unguarded', (ctx) => ctx.c.json({}))] }),
    ).toThrow('The view POST @unguarded names no permission');
  });

  it('checks a view’s permission before its handler runs', async () => {
    let ran = false;
    backend = testBackend({
      contentViews: [
        view(
          'POST',
          '@guarded',
          async (ctx) => {
            ran = true;
            return ctx.c.json(await ctx.c.req.json());
          },
          { permission: PERMISSIONS.ModifyContent },
        ),
      ],
    });
    const res = await backend.call('POST', '/db/guillotina/@guarded', {
      token: await backend.tokenFor('viewer'),
      rawBody: '{not json',
    });
    expect(res.status).toBe(403);
    expect(ran).toBe(false);
  });
});
