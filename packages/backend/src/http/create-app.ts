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
import { aiCampaignViews } from '../ai-campaigns/ai-campaign-views';
import { AccountStore } from '../auth/account-store';
import { authRoutes } from '../auth/auth-routes';
import { LoginLimiter } from '../auth/login-limiter';
import { requireUser } from '../auth/require-user';
import { SessionStore } from '../auth/session-store';
import { catalogueListViews } from '../catalogue/catalogue-list-views';
import { productContentViews } from '../catalogue/product-content-views';
import { productImageViews } from '../catalogue/product-image-views';
import { productLookupViews } from '../catalogue/product-lookup-views';
import { productViews } from '../catalogue/product-views';
import { staticMapRoutes } from '../catalogue/static-map-routes';
import { constantsRoutes, constantsViews } from '../constants/constants-routes';
import type { ContentRegistry } from '../content/content-fields';
import { contentRoutes } from '../content/content-routes';
import { ContentStore } from '../content/content-store';
import type { ViewDef } from '../content/content-view';
import type { Db } from '../db/database';
import { ERP_BASE_PATH, erpAwarePath, erpRoutes } from '../erp/erp-routes';
import { errorReportRoutes } from '../error-reports/error-report-routes';
import { LocalErrorReporter } from '../error-reports/local-error-reporter';
import { copyStoredFiles, FileStore } from '../files/file-store';
import { fileViews } from '../files/file-views';
import { uploadRoutes } from '../files/upload-routes';
import { audienceViews } from '../newsletters/audience-views';
import { newsletterImageRoutes, newsletterImageViews } from '../newsletters/image-views';
import { localTranslator } from '../newsletters/local-translator';
import { newsletterSendingViews } from '../newsletters/sending-views';
import { translateViews } from '../newsletters/translate-views';
import { searchViews } from '../search/search-views';
import { regionViews } from '../site/region/region-views';
import { tagViews } from '../site/tag/tag-views';
import type { AppEnv } from './app-env';
import type { Clock } from './clock';
import { errorHandler, handleNotFound } from './errors';
import { requestLogger } from './request-logger';
import { staticRoutes } from './static-routes';

export interface AppDeps {
  /** A migrated database (see `openDatabase`). */
  db: Db;
  logger: Logger;
  /** The built web app (`packages/web/dist`). */
  webDir: string;
  now: Clock;
  /** Content types and behaviours; default the registry of `content/content-types/`. Tests pass their own. */
  registry?: ContentRegistry;
  /** Views added to `/db/guillotina/*` (search, files, constants...), keyed 'METHOD @view'. */
  contentViews?: readonly ViewDef[];
  /** Where uploaded files are stored (`DATA_DIR/files`); default a fresh temporary directory. */
  filesDir?: string;
  /** production or staging, for the shops' host prefix (`GET /v2/@shops`); default staging. */
  environment?: CellarEnvironment;
  /** Each shop's public domain; default `DEFAULT_SHOP_DOMAINS`. */
  shopDomains?: Readonly<Record<ShopId, string>>;
}

/** The whole HTTP surface of the backend as one Hono app; no I/O happens until a request comes. */
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
}: AppDeps): Hono<AppEnv> {
  const accounts = new AccountStore(db);
  const sessions = new SessionStore(db, now);
  const limiter = new LoginLimiter(db, now);
  const files = new FileStore(filesDir ?? mkdtempSync(join(tmpdir(), 'cellar-files-')));
  const userOnly = requireUser(sessions, accounts);

  // ERP calls answer with and without their trailing slash: one getPath rather than each route twice.
  const app = new Hono<AppEnv>({ getPath: erpAwarePath });
  app.use(requestLogger(logger));
  app.onError(errorHandler(logger));
  app.notFound(handleNotFound);

  app.route('/v2/auth', authRoutes({ accounts, sessions, limiter }));
  app.route('/', constantsRoutes(userOnly, { environment, shopDomains }));
  app.route('/', uploadRoutes({ db, files, now, requireUser: userOnly }));
  app.route('/', staticMapRoutes({ logger, requireUser: userOnly }));
  app.route(
    '/',
    errorReportRoutes({
      reporter: new LocalErrorReporter(db, logger, now),
      sessions,
      accounts,
      requireUser: userOnly,
    }),
  );
  app.use('/db/*', userOnly);
  app.use('/db/*', async (c, next) => {
    await next();
    // Bytes of files whose rows a write removed (object delete cascade, replace) go after the commit.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') files.sweep(db);
  });
  app.route(ERP_BASE_PATH, erpRoutes({ db, now, logger }));
  const store = new ContentStore(db, { now, registry });
  store.onDuplicate((copies) => copyStoredFiles(db, files, copies));
  app.route(
    '/',
    contentRoutes({ db, now, store }, [
      ...searchViews(),
      ...fileViews(files),
      ...productImageViews(files),
      ...productViews(),
      ...productLookupViews(),
      ...constantsViews(db),
      ...catalogueListViews(),
      ...tagViews(),
      ...regionViews(),
      ...audienceViews(),
      ...productContentViews(),
      ...translateViews(localTranslator(logger)),
      ...newsletterImageViews(files),
      ...newsletterSendingViews({ db, now, logger, shopDomains }),
      ...aiCampaignViews({ now, logger }),
      ...contentViews,
    ]),
  );
  app.route('/', newsletterImageRoutes(db, files));
  app.route('/', staticRoutes(webDir, { shopDomains: Object.values(shopDomains) }));

  return app;
}
