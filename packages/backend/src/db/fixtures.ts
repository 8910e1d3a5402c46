import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { normalizeEmail } from '../auth/account-store';
import { ROLES } from '../auth/roles';
import { type Db, getMeta, setMeta } from './database';

export const FIXTURES_LOADED_KEY = 'fixtures_loaded';

const accountsSchema = z.array(
  z.object({
    email: z.email(),
    role: z.enum(ROLES),
    password_hash: z.string().startsWith('scrypt$', 'password_hash must be a scrypt hash, never a password'),
  }),
);

export interface FixturesResult {
  loaded: boolean;
  accounts: number;
}

/**
 * Loads `fixtures/` into a database on its first start, in one transaction that also sets the
 * `fixtures_loaded` meta key; once that key is set, it loads nothing.
 */
export function loadFixtures(db: Db, fixturesDir: string): FixturesResult {
  if (getMeta(db, FIXTURES_LOADED_KEY) !== undefined) return { loaded: false, accounts: 0 };
  const file = join(fixturesDir, 'accounts.json');
  const parsed = accountsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const insert = db.prepare('INSERT INTO accounts (email, role, password_hash) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const account of parsed.data)
      insert.run(normalizeEmail(account.email), account.role, account.password_hash);
    setMeta(db, FIXTURES_LOADED_KEY, new Date().toISOString());
  })();
  return { loaded: true, accounts: parsed.data.length };
}
