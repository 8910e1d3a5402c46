import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { cacheStatements } from './statement-cache';
import { registerTextFunctions } from './text-search';
import { countWrites } from './write-count';

export type Db = Database.Database;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * How long a write waits for another connection's write lock before it is refused (503), in milliseconds. The wait
 * holds the process (better-sqlite3 is synchronous), so it stays in seconds.
 */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** `NNN_name.sql`: the number orders the migrations and is what `schema_migrations` records. */
const MIGRATION_FILE = /^(\d+)_([\w-]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Opens the database at `<dataDir>/cellar.sqlite` (creating the directory), or an in-memory one for
 * `':memory:'`, and applies the pending migrations. A write waits `busyTimeoutMs` (default
 * {@link DEFAULT_BUSY_TIMEOUT_MS}) for another connection's write lock. Its `prepare` keeps the statements it made
 * (`cacheStatements`): a request reuses them rather than compiling its own; it counts its writes (`countWrites`)
 * for `dataGeneration`.
 */
export function openDatabase(
  dataDir: string,
  options: { migrationsDir?: string; busyTimeoutMs?: number } = {},
): Db {
  let db: Db;
  if (dataDir === ':memory:') {
    db = new Database(':memory:');
  } else {
    mkdirSync(dataDir, { recursive: true });
    db = new Database(join(dataDir, 'cellar.sqlite'));
  }
  countWrites(db);
  cacheStatements(db);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS)}`);
    registerTextFunctions(db);
    migrate(db, options.migrationsDir);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.sql')) continue;
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file ${file} is not named NNN_name.sql`);
    const version = Number(match[1]);
    const clash = migrations.find((m) => m.version === version);
    if (clash) throw new Error(`Migrations ${clash.name} and ${file} share the number ${version}`);
    migrations.push({ version, name: file, sql: readFileSync(join(dir, file), 'utf8') });
  }
  return migrations.sort((a, b) => a.version - b.version);
}

/**
 * Applies, in number order, the migrations not yet recorded in `schema_migrations`.
 * All pending migrations run in one transaction: a failing one leaves the schema as it was.
 * Returns the file names applied (none on a second run).
 */
export function migrate(db: Db, dir: string = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const pending = readMigrations(dir).filter((m) => !applied.has(m.version));
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const migration of pending) {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }
  })();
  return pending.map((m) => m.name);
}

export function getMeta(db: Db, key: string): string | undefined {
  const value = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key);
  return typeof value === 'string' ? value : undefined;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
