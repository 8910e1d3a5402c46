import type { components } from '@cellar/contract';
import { type CellarEnvironment, configureShops, PERMISSIONS, type ShopId } from '@cellar/validation';
import { COUNTRIES, COUNTRY_NAMES } from '@cellar/validation/catalogue';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { type ViewDef, view } from './content-view';
import type { Db } from './database';
import { GLOBAL_ROLE } from './roles';
import { COUNTRY_NAMES_ES, SPANISH_PROVINCES } from './spanish-provinces';

type Schemas = components['schemas'];

/** The catalogue's countries in its order, named in Spanish (the English name where none is known). */
export const countries = (): Schemas['Country'][] =>
  COUNTRIES.map((code) => ({ nombre: COUNTRY_NAMES_ES[code] ?? COUNTRY_NAMES[code], id_pais: code }));

/** Spain's provinces, each with its country (which the document leaves optional). */
export const provincias = (): Schemas['Provincia'][] =>
  SPANISH_PROVINCES.map((p) => ({ ...p, id_pais: 'es' }));

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

/**
 * `@field-constants` (any viewer), `@principals` (SeePermissions) and `@user_info` (any session: who is logged in
 * and their global role, in Guillotina's shape `{id, roles: {role: 1}, groups}`) on the content dispatcher.
 */
export const constantsViews = (db: Db): ViewDef[] => [
  view('GET', '@field-constants', (ctx) => ctx.c.json({ provincias: provincias(), paises: countries() })),
  view(
    'GET',
    '@principals',
    (ctx) =>
      ctx.c.json({
        users: db
          .prepare<[], { email: string }>('SELECT email FROM accounts ORDER BY email')
          .all()
          .map(({ email }) => ({ id: email, email })),
        groups: [],
      }),
    { permission: PERMISSIONS.SeePermissions },
  ),
  view('GET', '@user_info', (ctx) =>
    ctx.c.json({
      id: ctx.account.email,
      email: ctx.account.email,
      roles: { [GLOBAL_ROLE[ctx.account.role]]: 1 },
      groups: [],
    }),
  ),
];
