import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AccountStore } from '../auth/account-store';
import { verifyLogin } from '../auth/auth-routes';
import type { LoginLimiter } from '../auth/login-limiter';
import { type SessionStore, USER_TOKEN_TTL_MS } from '../auth/session-store';
import type { AppEnv } from './app-env';
import type { Clock } from './clock';
import { notFound } from './errors';
import { parseBody } from './parse-body';

/**
 * The views a plain Guillotina 7 serves (with `dbusers` and the PostgreSQL catalog); every other `@view` of
 * `/db/guillotina` is one of the retailer's add-ons.
 */
const GUILLOTINA_VIEWS: ReadonlySet<string> = new Set([
  '@login',
  '@search',
  '@count',
  '@canido',
  '@sharing',
  '@all_permissions',
  '@behaviors',
  '@types',
  '@addable-types',
  '@move',
  '@duplicate',
  '@upload',
  '@download',
  '@delete',
  '@user_info',
]);

/** Guillotina's own login body. */
const guillotinaLogin = z.object({ username: z.string().min(1), password: z.string().min(1) });

export interface WithoutAddonsDeps {
  accounts: AccountStore;
  sessions: SessionStore;
  limiter: LoginLimiter;
  now: Clock;
}

/**
 * `CELLAR_ADDONS=off`: the backend answers as a plain Guillotina 7.1 does (packages/sdk/README.md, "Every call"),
 * to run the admin against it: no spec session (`/v2/*` 404) but Guillotina's `POST @login {username, password}`
 * answering `{exp, token}`; no ERP (`/db/erp` 404), no `/api/*`; `POST @search` 501 and `POST @count` 404 (no
 * search add-on); any `@view` outside Guillotina's own 404 (locks, the audit log, the catalogue, site and
 * newsletter views...). Objects, the catalog's `GET @search`, sharing, behaviours, moves and files are the
 * backend's own.
 */
export function withoutAddons({
  accounts,
  sessions,
  limiter,
  now,
}: WithoutAddonsDeps): MiddlewareHandler<AppEnv> {
  const missing = () => notFound('object and/or route not found');
  return async (c, next) => {
    const { path, method } = c.req;
    if (method === 'POST' && (path === '/@login' || path === '/db/guillotina/@login')) {
      const { username, password } = await parseBody(c, guillotinaLogin);
      const account = await verifyLogin({ accounts, limiter }, c, { email: username, password });
      const exp = new Date(now() + USER_TOKEN_TTL_MS).toISOString();
      return c.json({ exp, token: sessions.issue('user', account.id) });
    }
    if (
      path.startsWith('/v2/') ||
      path.startsWith('/api/') ||
      path === '/db/erp' ||
      path.startsWith('/db/erp/')
    )
      throw missing();
    if (path.startsWith('/db/guillotina')) {
      const view = /\/(@[^/]+)/.exec(path)?.[1];
      if (method === 'POST' && view === '@search') return c.json({}, 501);
      if (method === 'POST' && view === '@count') throw missing();
      if (view !== undefined && !GUILLOTINA_VIEWS.has(view)) throw missing();
    }
    await next();
  };
}
