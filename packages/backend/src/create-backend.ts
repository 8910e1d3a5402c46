import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';
import { type Clock, systemClock } from './clock';
import { type Config, loadConfig } from './config';
import { createApp } from './create-app';
import { type Db, openDatabase } from './database';
import { loadFixtures } from './fixtures';
import { createLogger } from './logger';

export interface BackendOptions {
  /** Where the SQLite database lives; `':memory:'` for a throwaway one. Default: `DATA_DIR` or `<repo>/.data`. */
  dataDir?: string;
  /** The built web app. Default: `WEB_DIR` or `<repo>/packages/web/dist`. */
  webDir?: string;
  /** Seed data loaded on a first start. Default: `FIXTURES_DIR` or `<repo>/fixtures`. */
  fixturesDir?: string;
  /** pino level; 'silent' for tests. Default: `LOG_LEVEL` or 'info'. */
  logLevel?: string;
  /** Clock in epoch milliseconds, for tests that expire tokens or the login rate limit. */
  now?: () => number;
}

export interface Backend {
  app: Hono<AppEnv>;
  /** `app.fetch`, bound: hand it to the SDK as its `fetch` to test in process. */
  fetch: (request: Request) => Promise<Response>;
  db: Db;
  logger: Logger;
  /** Closes the database. */
  close(): void;
}

/**
 * Opens (and migrates) the database, loads the fixtures on a first start and builds the app.
 *
 * @example
 * const backend = createBackend({ dataDir: ':memory:', logLevel: 'silent' });
 * const res = await backend.fetch(new Request('http://localhost/v2/auth/get_token'));
 */
export function createBackend(options: BackendOptions = {}): Backend {
  let config: Config | undefined;
  const env = (): Config => {
    config ??= loadConfig();
    return config;
  };
  const dataDir = options.dataDir ?? env().dataDir;
  const fixturesDir = options.fixturesDir ?? env().fixturesDir;
  const webDir = options.webDir ?? env().webDir;
  const logger = createLogger(options.logLevel ?? env().logLevel);
  const now: Clock = options.now ?? systemClock;

  const db = openDatabase(dataDir);
  try {
    const fixtures = loadFixtures(db, fixturesDir);
    if (fixtures.loaded) logger.info({ accounts: fixtures.accounts, fixturesDir }, 'fixtures loaded');
  } catch (error) {
    db.close();
    throw error;
  }
  const app = createApp({ db, logger, webDir, now });
  return {
    app,
    fetch: async (request) => app.fetch(request),
    db,
    logger,
    close: () => {
      if (db.open) db.close();
    },
  };
}
