import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { CachedRouter } from './cached-router';

const routes: [string, string][] = [
  ['GET', '/orders/@delayed-orders'],
  ['GET', '/orders/:id/@full'],
  ['ALL', '/db/*'],
  ['GET', '/db/guillotina/:path{.+}'],
];

const withRoutes = <T extends { add(method: string, path: string, handler: string): void }>(router: T) => {
  for (const [method, path] of routes) router.add(method, path, `${method} ${path}`);
  return router;
};

describe('CachedRouter', () => {
  it('matches as the router it wraps, and answers a method and path asked again with the match kept', () => {
    const cached = withRoutes(new CachedRouter<string>(new TrieRouter()));
    const plain = withRoutes(new TrieRouter<string>());
    for (const [method, path] of [
      ['GET', '/orders/@delayed-orders'],
      ['GET', '/orders/42/@full'],
      ['POST', '/orders/42/@full'],
      ['GET', '/db/guillotina/bodegas/x'],
      ['DELETE', '/db/guillotina/bodegas/x'],
      ['GET', '/elsewhere'],
    ] as const) {
      const first = cached.match(method, path);
      expect(first).toEqual(plain.match(method, path));
      expect(cached.match(method, path)).toBe(first);
    }
  });

  it('keeps at most `size` matches, the oldest dropped first', () => {
    let asked = 0;
    const inner = new TrieRouter<string>();
    const counting = {
      name: 'counting',
      add: inner.add.bind(inner),
      match: (m: string, p: string) => {
        asked++;
        return inner.match(m, p);
      },
    };
    const cached = withRoutes(new CachedRouter<string>(counting, 2));
    cached.match('GET', '/db/a');
    cached.match('GET', '/db/b');
    cached.match('GET', '/db/a');
    expect(asked).toBe(2);
    cached.match('GET', '/db/c');
    cached.match('GET', '/db/a');
    expect(asked).toBe(4);
  });

  it("serves an app's routes, params included, request after request", async () => {
    const app = new Hono({ router: new CachedRouter() });
    app.get('/orders/@delayed-orders', (c) => c.text('delayed'));
    app.get('/orders/:id/@full', (c) => c.text(`full ${c.req.param('id')}`));
    for (let i = 0; i < 2; i++) {
      expect(await (await app.request('/orders/7/@full')).text()).toBe('full 7');
      expect(await (await app.request('/orders/8/@full')).text()).toBe('full 8');
      expect(await (await app.request('/orders/@delayed-orders')).text()).toBe('delayed');
      expect((await app.request('/orders')).status).toBe(404);
    }
  });
});
