import { Hono } from 'hono';
import type { Logger } from 'pino';
import { AccountStore } from './account-store';
import type { AppEnv } from './app-env';
import { authRoutes } from './auth-routes';
import type { Clock } from './clock';
import { contentRoutes } from './content-routes';
import type { Db } from './database';
import { errorHandler, handleNotFound } from './errors';
import { LoginLimiter } from './login-limiter';
import { requestLogger } from './request-logger';
import { requireUser } from './require-user';
import { SessionStore } from './session-store';
import { staticRoutes } from './static-routes';

export interface AppDeps {
  /** A migrated database (see `openDatabase`). */
  db: Db;
  logger: Logger;
  /** The built web app (`packages/web/dist`). */
  webDir: string;
  now: Clock;
}

/** The whole HTTP surface of the backend as one Hono app; no I/O happens until a request comes. */
export function createApp({ db, logger, webDir, now }: AppDeps): Hono<AppEnv> {
  const accounts = new AccountStore(db);
  const sessions = new SessionStore(db, now);
  const limiter = new LoginLimiter(db, now);

  const app = new Hono<AppEnv>();
  app.use(requestLogger(logger));
  app.onError(errorHandler(logger));
  app.notFound(handleNotFound);

  app.route('/v2/auth', authRoutes({ accounts, sessions, limiter }));
  app.use('/db/*', requireUser(sessions, accounts));
  app.route('/', contentRoutes(db));
  app.route('/', staticRoutes(webDir));

  return app;
}
