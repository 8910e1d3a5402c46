import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CellarEnvironment,
  DEFAULT_CELLAR_ENVIRONMENT,
  DEFAULT_SHOP_DOMAINS,
  type ShopId,
} from '@cellar/validation';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { AccountStore } from '../auth/account-store';
import { LoginLimiter } from '../auth/login-limiter';
import { requireUser } from '../auth/require-user';
import { SessionStore } from '../auth/session-store';
import type { ContentRegistry } from '../content/content-fields';
import { ContentStore } from '../content/content-store';
import type { ViewDef } from '../content/content-view';
import type { Db } from '../db/database';
import { erpAwarePath } from '../erp/erp-routes';
import { copyStoredFiles, FileStore } from '../files/file-store';
import type { AppEnv } from './app-env';
import { CachedRouter } from './cached-router';
import type { Clock } from './clock';
import { errorHandler, handleNotFound } from './errors';
import { mountAll } from './mounts';
import { requestLogger } from './request-logger';

export interface AppDeps {
  /** A migrated database (see `openDatabase`). */
  db: Db;
  logger: Logger;
  /** The built web app (`packages/web/dist`). */
  webDir: string;
  now: Clock;
  /** Content types and behaviours; default the registry of `content/content-types/`. Tests pass their own. */
  registry?: ContentRegistry;
  /** Views added to `/db/guillotina/*` after every folder's, keyed 'METHOD @view' (tests). */
  contentViews?: readonly ViewDef[];
  /** Where uploaded files are stored (`DATA_DIR/files`); default a fresh temporary directory. */
  filesDir?: string;
  /** production or staging, for the shops' host prefix (`GET /v2/@shops`); default staging. */
  environment?: CellarEnvironment;
  /** Each shop's public domain; default `DEFAULT_SHOP_DOMAINS`. */
  shopDomains?: Readonly<Record<ShopId, string>>;
  /** Failed logins a minute from one client address before it waits; default 20, 0 turns the limit off. */
  loginFailuresPerAddress?: number;
  /** Whether the retailer's add-on calls are served (default true; false: as a plain Guillotina, see mounts.ts). */
  addons?: boolean;
}

/**
 * The whole HTTP surface of the backend as one Hono app: the services every feature shares, then every folder's
 * routes and views as `http/mounts.ts` lists them. No I/O happens until a request comes.
 */
export function createApp({
  db,
  logger,
  webDir,
  now,
  registry,
  contentViews = [],
  filesDir,
  environment = DEFAULT_CELLAR_ENVIRONMENT,
  shopDomains = DEFAULT_SHOP_DOMAINS,
  loginFailuresPerAddress,
  addons = true,
}: AppDeps): Hono<AppEnv> {
  const accounts = new AccountStore(db);
  const sessions = new SessionStore(db, now);
  const files = new FileStore(filesDir ?? mkdtempSync(join(tmpdir(), 'cellar-files-')));
  const store = new ContentStore(db, { now, registry });
  store.onDuplicate((copies) => copyStoredFiles(db, files, copies));

  // ERP calls answer with and without their trailing slash: one getPath rather than each route twice.
  const app = new Hono<AppEnv>({ getPath: erpAwarePath, router: new CachedRouter() });
  app.use(requestLogger(logger));
  app.onError(errorHandler(logger));
  app.notFound(handleNotFound);
  mountAll(
    app,
    {
      db,
      logger,
      now,
      webDir,
      environment,
      shopDomains,
      accounts,
      sessions,
      limiter: new LoginLimiter(now, { failuresPerAddress: loginFailuresPerAddress }),
      addons,
      files,
      store,
      requireUser: requireUser(sessions, accounts),
    },
    contentViews,
  );
  return app;
}
