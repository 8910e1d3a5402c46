import { PERMISSIONS } from '@cellar/validation';
import { COUNTRIES, COUNTRY_NAMES } from '@cellar/validation/catalogue';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { type ViewDef, view } from './content-view';
import type { Db } from './database';
import { COUNTRY_NAMES_ES, SPANISH_PROVINCES } from './spanish-provinces';

export interface Country {
  nombre: string;
  id_pais: string;
}

export interface Provincia {
  id_provincia: string;
  nombre: string;
  id_pais: string;
}

/** The catalogue's countries in its order, named in Spanish (the English name where none is known). */
export const countries = (): Country[] =>
  COUNTRIES.map((code) => ({ nombre: COUNTRY_NAMES_ES[code] ?? COUNTRY_NAMES[code], id_pais: code }));

export const provincias = (): Provincia[] => SPANISH_PROVINCES.map((p) => ({ ...p, id_pais: 'es' }));

/** `GET /v2/@constants` → `{countries}`, for any logged-in user. */
export function constantsRoutes(requireUser: MiddlewareHandler<AppEnv>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/v2/@constants', requireUser, (c) => c.json({ countries: countries() }));
  return routes;
}

/** `@field-constants` (any viewer) and `@principals` (SeePermissions) on the content dispatcher. */
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
];
