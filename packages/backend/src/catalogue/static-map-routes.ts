import { validateStaticMapRequest } from '@cellar/validation/catalogue';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/errors';
import { LOCAL_STATIC_MAP_NAME, localStaticMapRenderer, type StaticMapRenderer } from './static-map';

export interface StaticMapDeps {
  logger: Logger;
  /** The middleware that puts the logged-in account on the context (`requireUser`). */
  requireUser: MiddlewareHandler<AppEnv>;
  renderer?: StaticMapRenderer;
}

/**
 * `GET /api/static-map?lat=&lng=&zoom=&width=&height=` (any logged-in user): the static map image the winery's
 * Town section stores from its map link (catalogue-editors §2, 600x400 by default), a PNG. The reference backend
 * draws it locally (contract.md): no outside map service is reached.
 */
export function staticMapRoutes({
  logger,
  requireUser,
  renderer = localStaticMapRenderer,
}: StaticMapDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/api/static-map', requireUser, async (c) => {
    const request = validateStaticMapRequest(c.req.query());
    if (!request.ok) throw badRequest(request.issues);
    const png = await renderer.render(request.value);
    logger.info({ service: LOCAL_STATIC_MAP_NAME, ...request.value }, `${LOCAL_STATIC_MAP_NAME} rendered`);
    return new Response(png, {
      headers: {
        'content-type': 'image/png',
        'content-length': String(png.byteLength),
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
      },
    });
  });
  return routes;
}
