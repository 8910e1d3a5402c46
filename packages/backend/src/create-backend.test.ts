import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackend } from './create-backend';
import { emptyDir, TEST_FIXTURES_DIR } from './test-support';

describe('createBackend', () => {
  it('creates the schema and loads the fixtures on a first start only', async () => {
    const dataDir = emptyDir();
    const options = { dataDir, webDir: emptyDir(), fixturesDir: TEST_FIXTURES_DIR, logLevel: 'silent' };
    const first = createBackend(options);
    const count = () => first.db.prepare('SELECT count(*) FROM accounts').pluck().get();
    expect(count()).toBe(3);
    first.close();
    expect(first.db.open).toBe(false);

    const second = createBackend(options);
    expect(second.db.prepare('SELECT count(*) FROM accounts').pluck().get()).toBe(3);
    const res = await second.fetch(new Request('http://localhost/v2/auth/get_token'));
    expect(res.status).toBe(200);
    second.close();
  });

  it('exposes a bound fetch usable on its own', async () => {
    const { fetch, close } = createBackend({
      dataDir: ':memory:',
      webDir: emptyDir(),
      fixturesDir: TEST_FIXTURES_DIR,
      logLevel: 'silent',
    });
    expect((await fetch(new Request('http://localhost/v2/auth/get_token'))).status).toBe(200);
    close();
  });

  describe('without shop options', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('takes the environment and the shop domains from CELLAR_ENVIRONMENT and SHOP_DOMAINS', async () => {
      vi.stubEnv('CELLAR_ENVIRONMENT', 'production');
      vi.stubEnv('SHOP_DOMAINS', 'uk=cellar.co.uk');
      const backend = createBackend({
        dataDir: ':memory:',
        webDir: emptyDir(),
        fixturesDir: TEST_FIXTURES_DIR,
        logLevel: 'silent',
      });
      try {
        const json = async (path: string, token: string, body?: unknown) => {
          const init: RequestInit = {
            method: body === undefined ? 'GET' : 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          };
          return (await backend.fetch(new Request(`http://localhost${path}`, init))).json();
        };
        const { token: anonymous } = (await json('/v2/auth/get_token', '')) as { token: string };
        const credentials = { email: 'viewer@example.com', password: 'viewer' };
        const { token: session } = (await json('/v2/auth/login', anonymous, credentials)) as {
          token: string;
        };
        const { environment, shops } = (await json('/v2/@shops', session)) as {
          environment: string;
          shops: { id: string; host: string }[];
        };
        expect(environment).toBe('production');
        expect(shops.find((shop) => shop.id === 'uk')?.host).toBe('www.cellar.co.uk');
        expect(shops.find((shop) => shop.id === 'fr')?.host).toBe('www.cellar-fr.example');
      } finally {
        backend.close();
      }
    });
  });
});
