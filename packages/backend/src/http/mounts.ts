import type { CellarEnvironment, ShopId } from '@cellar/validation';
import type { Hono, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { aiCampaignViews } from '../ai-campaigns/ai-campaign-views';
import type { AccountStore } from '../auth/account-store';
import { authRoutes } from '../auth/auth-routes';
import type { LoginLimiter } from '../auth/login-limiter';
import type { SessionStore } from '../auth/session-store';
import { catalogueListViews } from '../catalogue/catalogue-list-views';
import { productContentViews } from '../catalogue/product-content-views';
import { productImageRoutes } from '../catalogue/product-image-routes';
import { productImageViews } from '../catalogue/product-image-views';
import { productLookupViews } from '../catalogue/product-lookup-views';
import { productViews } from '../catalogue/product-views';
import { staticMapRoutes } from '../catalogue/static-map-routes';
import { constantsRoutes } from '../constants/constants-routes';
import { constantsViews } from '../constants/constants-views';
import { contentRoutes } from '../content/content-routes';
import type { ContentStore } from '../content/content-store';
import type { ViewDef } from '../content/content-view';
import { coreViews } from '../content/content-views';
import type { Db } from '../db/database';
import { ERP_BASE_PATH, erpRoutes } from '../erp/erp-routes';
import { cspReportRoutes } from '../error-reports/csp-report-routes';
import { errorReportRoutes } from '../error-reports/error-report-routes';
import { LocalCspReporter } from '../error-reports/local-csp-reporter';
import { LocalErrorReporter } from '../error-reports/local-error-reporter';
import type { FileStore } from '../files/file-store';
import { fileViews } from '../files/file-views';
import { sweepAfterWrites } from '../files/sweep-after-writes';
import { uploadRoutes } from '../files/upload-routes';
import { audienceViews } from '../newsletters/audience-views';
import { newsletterImageRoutes } from '../newsletters/image-routes';
import { newsletterImageViews } from '../newsletters/image-views';
import { localTranslator } from '../newsletters/local-translator';
import { newsletterSendingViews } from '../newsletters/sending-views';
import { translateViews } from '../newsletters/translate-views';
import { searchViews } from '../search/search-views';
import { regionViews } from '../site/region/region-views';
import { tagViews } from '../site/tag/tag-views';
import type { AppEnv } from './app-env';
import type { Clock } from './clock';
import { staticRoutes } from './static-routes';
import { withoutAddons } from './without-addons';

/** The services the mounts share, built once per app by `createApp`. */
export interface MountDeps {
  db: Db;
  logger: Logger;
  now: Clock;
  /** The built web app (`packages/web/dist`). */
  webDir: string;
  environment: CellarEnvironment;
  shopDomains: Readonly<Record<ShopId, string>>;
  accounts: AccountStore;
  sessions: SessionStore;
  limiter: LoginLimiter;
  files: FileStore;
  store: ContentStore;
  /** 401 without a live user token; puts the token's account on the context. */
  requireUser: MiddlewareHandler<AppEnv>;
  /** Whether the retailer's add-on calls are served; false answers them as a plain Guillotina (`CELLAR_ADDONS=off`). */
  addons: boolean;
}

/** What a Hono sub-app is built from: the services, and the views the content dispatcher serves. */
export interface RouteDeps extends MountDeps {
  /** Every view of `MOUNTS` in order, then the app's extra ones (`AppDeps.contentViews`). */
  views: readonly ViewDef[];
}

/** One entry of `MOUNTS`: a Hono sub-app at a path, a middleware on a path, or views of the content dispatcher. */
export type Mount =
  | { path: string; routes: (deps: RouteDeps) => Hono<AppEnv> }
  | {
      path: string;
      /** Undefined: nothing to mount with these services (a middleware that would only call next()). */
      middleware: (deps: MountDeps) => MiddlewareHandler<AppEnv> | undefined;
    }
  | { views: (deps: MountDeps) => readonly ViewDef[] };

/**
 * Every folder's routes and views with what each needs, in the order they are mounted: a feature is added here
 * and in its folder, not in `createApp`. Hono tries routes and middleware in this order, so the session guard of
 * `/db/*` comes before the ERP and the content dispatcher, and the admin's static files come last.
 */
export const MOUNTS: readonly Mount[] = [
  // CELLAR_ADDONS=off: a plain Guillotina's answers to the add-on calls, before anything else sees them.
  {
    path: '/*',
    middleware: ({ addons, accounts, sessions, limiter, now }) =>
      addons ? undefined : withoutAddons({ accounts, sessions, limiter, now }),
  },
  {
    path: '/v2/auth',
    routes: ({ accounts, sessions, limiter }) => authRoutes({ accounts, sessions, limiter }),
  },
  {
    path: '/',
    routes: ({ requireUser, environment, shopDomains }) =>
      constantsRoutes(requireUser, { environment, shopDomains }),
  },
  { path: '/', routes: ({ db, files, now, requireUser }) => uploadRoutes({ db, files, now, requireUser }) },
  { path: '/', routes: ({ logger, requireUser }) => staticMapRoutes({ logger, requireUser }) },
  {
    path: '/',
    routes: ({ db, logger, now, sessions, accounts, requireUser }) =>
      errorReportRoutes({
        reporter: new LocalErrorReporter(db, logger, now),
        sessions,
        accounts,
        requireUser,
      }),
  },
  {
    path: '/',
    routes: ({ db, logger, now, requireUser }) =>
      cspReportRoutes({ reporter: new LocalCspReporter(db, logger, now), requireUser }),
  },
  { path: '/db/*', middleware: ({ requireUser }) => requireUser },
  { path: '/db/*', middleware: ({ db, files }) => sweepAfterWrites(db, files) },
  { path: ERP_BASE_PATH, routes: ({ db, now, logger }) => erpRoutes({ db, now, logger }) },
  // The content dispatcher's views: a later one with the same key replaces an earlier one (the newsletters'
  // GET @count replaces the catalog count, which it still answers for any other object).
  { views: coreViews },
  { views: searchViews },
  { views: ({ files }) => fileViews(files) },
  { views: ({ files }) => productImageViews(files) },
  { views: productViews },
  { views: productLookupViews },
  { views: ({ db }) => constantsViews(db) },
  { views: catalogueListViews },
  { views: tagViews },
  { views: regionViews },
  { views: audienceViews },
  { views: productContentViews },
  { views: ({ logger }) => translateViews(localTranslator(logger)) },
  { views: ({ files }) => newsletterImageViews(files) },
  {
    views: ({ db, now, logger, shopDomains }) => newsletterSendingViews({ db, now, logger, shopDomains }),
  },
  { views: ({ now, logger }) => aiCampaignViews({ now, logger }) },
  {
    path: '/',
    routes: ({ db, now, sessions, store, views }) => contentRoutes({ db, now, sessions, store }, views),
  },
  { path: '/', routes: ({ db, files }) => newsletterImageRoutes(db, files) },
  { path: '/', routes: ({ db, files }) => productImageRoutes(db, files) },
  {
    path: '/',
    routes: ({ webDir, shopDomains }) => staticRoutes(webDir, { shopDomains: Object.values(shopDomains) }),
  },
];

/** The views of the content dispatcher as `MOUNTS` lists them, in order (a later key replaces an earlier one). */
export const mountedViews = (deps: MountDeps): ViewDef[] =>
  MOUNTS.flatMap((mount) => ('views' in mount ? mount.views(deps) : []));

/**
 * Mounts `MOUNTS` on `app` in order. The content dispatcher serves the list's views, then `extraViews` (a
 * test's), so an extra view replaces the list's one with the same key.
 */
export function mountAll(app: Hono<AppEnv>, deps: MountDeps, extraViews: readonly ViewDef[] = []): void {
  const views = [...mountedViews(deps), ...extraViews];
  for (const mount of MOUNTS) {
    if ('routes' in mount) app.route(mount.path, mount.routes({ ...deps, views }));
    else if ('middleware' in mount) {
      const handler = mount.middleware(deps);
      if (handler !== undefined) app.use(mount.path, handler);
    }
  }
}
