import { describe, expect, it } from 'vitest';
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
});
