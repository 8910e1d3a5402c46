import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { CatalogueStore } from './catalogue-store';
import type { ErpRouteDeps } from './erp-route-deps';

/** Analytics (§2, §7): product traffic and performance. */
export function analyticsRoutes({ db }: ErpRouteDeps): Hono<AppEnv> {
  const catalogue = new CatalogueStore(db);
  return new Hono<AppEnv>().get('/@product-traffic-and-performance', (c) =>
    c.json(catalogue.productTraffic()),
  );
}
