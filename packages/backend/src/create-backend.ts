import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CellarEnvironment, ShopId } from '@cellar/validation';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { loadAiCampaignFixtures } from './ai-campaigns/ai-campaign-fixtures';
import type { ContentRegistry } from './content/content-fields';
import { loadContentFixtures } from './content/content-fixtures';
import { ContentStore } from './content/content-store';
import type { ViewDef } from './content/content-view';
import { type Db, openDatabase } from './db/database';
import { loadFixtures } from './db/fixtures';
import { loadErpFixtures } from './erp/fixtures';
import { loadOrderFixtures } from './erp/order-fixtures';
import { loadWarehouseCostFixtures } from './erp/warehouse-cost-fixtures';
import { FileStore } from './files/file-store';
import type { AppEnv } from './http/app-env';
import { type Clock, systemClock } from './http/clock';
import { type Config, loadConfig } from './http/config';
import { createApp } from './http/create-app';
import { createLogger } from './http/logger';
import { loadAudienceFixtures } from './newsletters/audience-fixtures';
import { LocalMailer } from './newsletters/outbox';
import { loadSendingFixtures } from './newsletters/sending-fixtures';
import { SendingWorker } from './newsletters/sending-worker';
import { setSearchRegistry } from './search/object-index';

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
  /** Content types and behaviours; default the registry of `content/content-types/` (tests pass their own). */
  registry?: ContentRegistry;
  /** Extra views of `/db/guillotina/*`, after every folder's (see `http/mounts.ts`). */
  contentViews?: readonly ViewDef[];
  /** Where uploaded files are stored. Default: `<dataDir>/files`, a temporary directory for `':memory:'`. */
  filesDir?: string;
  /** production or staging, for the shops' host prefix. Default: `CELLAR_ENVIRONMENT` or 'staging'. */
  environment?: CellarEnvironment;
  /** Each shop's public domain. Default: `SHOP_DOMAINS` over `DEFAULT_SHOP_DOMAINS`. */
  shopDomains?: Readonly<Record<ShopId, string>>;
  /** Newsletter emails sent per second by the sending worker. Default: `NEWSLETTER_SEND_RATE` or 20. */
  newsletterSendRate?: number;
  /** How long a write waits for another connection's write lock. Default: `DB_BUSY_TIMEOUT_MS` or 5000. */
  busyTimeoutMs?: number;
  /** Failed logins a minute from one client address before it waits (0: off). Default: `LOGIN_FAILURES_PER_ADDRESS` or 20. */
  loginFailuresPerAddress?: number;
  /** Whether the retailer's add-on calls are served (false: as a plain Guillotina). Default: `CELLAR_ADDONS` or on. */
  addons?: boolean;
}

export interface Backend {
  app: Hono<AppEnv>;
  /** `app.fetch`, bound: hand it to the SDK as its `fetch` to test in process. */
  fetch: (request: Request) => Promise<Response>;
  db: Db;
  logger: Logger;
  /** Sends scheduled newsletters into the outbox; `startServer` starts and stops it with the server. */
  sendingWorker: SendingWorker;
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
  const environment = options.environment ?? env().environment;
  const shopDomains = options.shopDomains ?? env().shopDomains;

  const db = openDatabase(dataDir, { busyTimeoutMs: options.busyTimeoutMs ?? env().busyTimeoutMs });
  setSearchRegistry(db, options.registry);
  const filesDir =
    options.filesDir ??
    (dataDir === ':memory:' ? mkdtempSync(join(tmpdir(), 'cellar-files-')) : join(dataDir, 'files'));
  try {
    const fixtures = loadFixtures(db, fixturesDir);
    if (fixtures.loaded) logger.info({ accounts: fixtures.accounts, fixturesDir }, 'fixtures loaded');
    const content = loadContentFixtures(
      new ContentStore(db, { now, registry: options.registry }),
      fixturesDir,
      now,
      new FileStore(filesDir),
    );
    if (content.loaded)
      logger.info({ files: content.files, objects: content.objects, fixturesDir }, 'content fixtures loaded');
    const erp = loadErpFixtures(db, fixturesDir, now);
    if (erp.loaded) logger.info({ ...erp.counts, fixturesDir }, 'ERP fixtures loaded');
    const orders = loadOrderFixtures(db, fixturesDir, now);
    if (orders.loaded) logger.info({ orders: orders.orders, fixturesDir }, 'order fixtures loaded');
    const campaigns = loadAiCampaignFixtures(db, fixturesDir, now);
    if (campaigns.loaded)
      logger.info({ campaigns: campaigns.campaigns, fixturesDir }, 'AI campaign fixtures loaded');
    const warehouseCosts = loadWarehouseCostFixtures(db, fixturesDir, now);
    if (warehouseCosts.loaded > 0)
      logger.info({ ...warehouseCosts, fixturesDir }, 'warehouse cost fixtures loaded');
    const audience = loadAudienceFixtures(db, fixturesDir);
    if (audience.loaded)
      logger.info({ customers: audience.customers, fixturesDir }, 'audience fixtures loaded');
    const sending = loadSendingFixtures(db, now);
    if (sending.loaded && sending.newsletters > 0)
      logger.info(
        { newsletters: sending.newsletters },
        'recipients of the scheduled fixture newsletters stored',
      );
  } catch (error) {
    db.close();
    throw error;
  }
  const app = createApp({
    db,
    logger,
    webDir,
    now,
    registry: options.registry,
    contentViews: options.contentViews,
    filesDir,
    environment,
    shopDomains,
    loginFailuresPerAddress: options.loginFailuresPerAddress ?? env().loginFailuresPerAddress,
    addons: options.addons ?? env().addons,
  });
  const sendingWorker = new SendingWorker({
    db,
    logger,
    now,
    mailer: new LocalMailer(db, now, logger),
    domain: shopDomains.cellar,
    ratePerSecond: options.newsletterSendRate ?? env().newsletterSendRate,
  });
  return {
    app,
    fetch: async (request) => app.fetch(request),
    db,
    logger,
    sendingWorker,
    close: () => {
      sendingWorker.stop();
      if (db.open) db.close();
    },
  };
}
