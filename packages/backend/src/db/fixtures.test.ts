import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { REPO_ROOT } from '../http/config';
import { emptyDir } from '../test-support';
import { getMeta, openDatabase } from './database';
import { FIXTURES_LOADED_KEY, loadFixtures } from './fixtures';

const fixturesDir = join(REPO_ROOT, 'fixtures');

describe('loadFixtures', () => {
  it('loads the three contract accounts on a first start, then nothing on the next', () => {
    const dataDir = emptyDir();
    const db = openDatabase(dataDir);
    expect(loadFixtures(db, fixturesDir)).toEqual({ loaded: true, accounts: 3 });
    expect(getMeta(db, FIXTURES_LOADED_KEY)).toBeDefined();
    db.close();

    const again = openDatabase(dataDir);
    expect(loadFixtures(again, fixturesDir)).toEqual({ loaded: false, accounts: 0 });
    expect(again.prepare('SELECT email, role FROM accounts ORDER BY id').all()).toEqual([
      { email: 'admin@example.com', role: 'admin' },
      { email: 'editor@example.com', role: 'editor' },
      { email: 'viewer@example.com', role: 'viewer' },
    ]);
    again.close();
  });

  it('stores scrypt hashes that match the contract passwords, never the passwords', async () => {
    const db = openDatabase(':memory:');
    loadFixtures(db, fixturesDir);
    const rows = db.prepare('SELECT email, password_hash AS hash FROM accounts').all() as {
      email: string;
      hash: string;
    }[];
    for (const { email, hash } of rows) {
      const password = email.split('@')[0] ?? '';
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain(password);
      expect(await verifyPassword(password, hash)).toBe(true);
    }
    expect(readFileSync(join(fixturesDir, 'accounts.json'), 'utf8')).not.toMatch(/"password"\s*:/);
  });

  it('loads nothing at all when a fixture is invalid', () => {
    const dir = emptyDir();
    writeFileSync(
      join(dir, 'accounts.json'),
      JSON.stringify([
        { email: 'a@example.com', role: 'admin', password_hash: 'scrypt$1' },
        { email: 'b@example.com', role: 'owner', password_hash: 'scrypt$1' },
      ]),
    );
    const db = openDatabase(':memory:');
    expect(() => loadFixtures(db, dir)).toThrow(/accounts\.json: 1\.role/);
    expect(db.prepare('SELECT count(*) FROM accounts').pluck().get()).toBe(0);
    expect(getMeta(db, FIXTURES_LOADED_KEY)).toBeUndefined();
  });
});
