import { type CellarEnvironment, configureShops, type ShopId } from '@cellar/validation';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { countries } from './countries';

export interface ShopSettings {
  environment: CellarEnvironment;
  shopDomains: Readonly<Record<ShopId, string>>;
}

/**
 * `GET /v2/@constants` → `{countries}` and `GET /v2/@shops` → `{environment, shops}`, for any logged-in user.
 * The shops' answer is computed once: the configuration does not change while the backend runs.
 */
export function constantsRoutes(
  requireUser: MiddlewareHandler<AppEnv>,
  settings: ShopSettings,
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const shops = configureShops(settings.environment, settings.shopDomains);
  routes.get('/v2/@constants', requireUser, (c) => c.json({ countries: countries() }));
  routes.get('/v2/@shops', requireUser, (c) => c.json(shops));
  return routes;
}
