// Helpers shared by the *.test.ts files: an in-memory backend with a clock the test moves.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { hashPassword } from './auth/passwords';
import type { ContentRegistry } from './content/content-fields';
import { type Backend, type BackendOptions, createBackend } from './create-backend';
import type { Db } from './db/database';

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin' },
  editor: { email: 'editor@example.com', password: 'editor' },
  viewer: { email: 'viewer@example.com', password: 'viewer' },
} as const;

export interface TestBackend extends Backend {
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  anonymousToken(): Promise<string>;
  login(email: string, password: string): Promise<Response>;
  tokenFor(account: keyof typeof ACCOUNTS): Promise<string>;
}

export const emptyDir = (prefix = 'cellar-test-'): string => mkdtempSync(join(tmpdir(), prefix));

/** The contract accounts with cheap hashes (N=2^10), so that each login costs a millisecond, not 100. */
export const TEST_FIXTURES_DIR = emptyDir('cellar-fixtures-');
writeFileSync(
  join(TEST_FIXTURES_DIR, 'accounts.json'),
  JSON.stringify(
    await Promise.all(
      Object.entries(ACCOUNTS).map(async ([role, { email, password }]) => ({
        email,
        role,
        password_hash: await hashPassword(password, { N: 1024, r: 8, p: 1 }),
      })),
    ),
  ),
);

export function testBackend(
  options: {
    webDir?: string;
    fixturesDir?: string;
    registry?: ContentRegistry;
    start?: number;
  } & Pick<
    BackendOptions,
    | 'dataDir'
    | 'environment'
    | 'shopDomains'
    | 'contentViews'
    | 'busyTimeoutMs'
    | 'loginFailuresPerAddress'
    | 'addons'
  > = {},
): TestBackend {
  let now = options.start ?? Date.UTC(2025, 0, 15, 9, 0, 0);
  const backend = createBackend({
    dataDir: options.dataDir ?? ':memory:',
    webDir: options.webDir ?? join(tmpdir(), 'cellar-no-web-build'),
    fixturesDir: options.fixturesDir ?? TEST_FIXTURES_DIR,
    logLevel: 'silent',
    now: () => now,
    registry: options.registry,
    environment: options.environment,
    shopDomains: options.shopDomains,
    contentViews: options.contentViews,
    busyTimeoutMs: options.busyTimeoutMs,
    loginFailuresPerAddress: options.loginFailuresPerAddress,
    addons: options.addons,
  });
  const call: TestBackend['call'] = (method, path, { token, body, rawBody, headers: extra } = {}) => {
    const headers = new Headers(extra);
    if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
    if ((body !== undefined || rawBody !== undefined) && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    return backend.fetch(
      new Request(`http://localhost${path}`, {
        method,
        headers,
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      }),
    );
  };
  const anonymousToken = async () => {
    const res = await call('GET', '/v2/auth/get_token');
    return ((await res.json()) as { token: string }).token;
  };
  const login = async (email: string, password: string) =>
    call('POST', '/v2/auth/login', { token: await anonymousToken(), body: { email, password } });
  return {
    ...backend,
    advance: (ms) => {
      now += ms;
    },
    call,
    anonymousToken,
    login,
    tokenFor: async (account) => {
      const res = await login(ACCOUNTS[account].email, ACCOUNTS[account].password);
      if (res.status !== 200) throw new Error(`login as ${account} answered ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    },
  };
}

/** A fixtures folder with the test accounts and the given `content/*.json` files (name → JSON value). */
export function fixturesDirWith(content: Record<string, unknown>): string {
  const dir = emptyDir('cellar-fixtures-');
  copyFileSync(join(TEST_FIXTURES_DIR, 'accounts.json'), join(dir, 'accounts.json'));
  mkdirSync(join(dir, 'content'));
  for (const [name, value] of Object.entries(content))
    writeFileSync(join(dir, 'content', name), JSON.stringify(value));
  return dir;
}

/**
 * Takes the write lock of the database file `file` from a second connection, as another process would
 * (`BEGIN IMMEDIATE`); answers the function that lets it go.
 */
export function holdWriteLock(file: string): () => void {
  const other = new Database(file);
  other.exec('BEGIN IMMEDIATE');
  return () => {
    other.exec('ROLLBACK');
    other.close();
  };
}

/** A sha256 of every row of every table (but `except`'s), to tell whether a request wrote anything. */
export function databaseDigest(db: Db, { except = [] }: { except?: readonly string[] } = {}): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all()
    .filter((table) => !except.includes(table));
  for (const table of tables) {
    hash.update(`\n${table}\n`);
    for (const row of db.prepare(`SELECT * FROM "${table}"`).raw().iterate())
      hash.update(JSON.stringify(row, (_, value) => (typeof value === 'bigint' ? String(value) : value)));
  }
  return hash.digest('hex');
}

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** The modules under src/ (tests and their support aside) whose text matches `pattern`, by path from src/. */
export function modulesMatching(pattern: RegExp, dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesMatching(pattern, path);
    const name = relative(SRC, path);
    const isModule = name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('test-support');
    return isModule && pattern.test(readFileSync(path, 'utf8')) ? [name] : [];
  });
}
