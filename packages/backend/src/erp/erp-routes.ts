import { PERMISSIONS } from '@cellar/validation';
import { Hono, type MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import { requireRootPermission } from '../content/root-permission';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { forbidden, unauthorized } from '../http/errors';
import { analyticsRoutes } from './analytics-routes';
import { auditedWrite } from './audited-write';
import { commissionsRoutes } from './commissions-routes';
import { delayedOrderRoutes } from './delayed-order-routes';
import type { ErpDeps, ErpRouteDeps } from './erp-route-deps';
import { eurotaxRoutes } from './eurotax-routes';
import { freeShippingRoutes } from './free-shipping-routes';
import { graphqlRoutes } from './graphql-routes';
import { groupOrderRoutes } from './group-order-routes';
import { invoiceCostRoutes } from './invoice-cost-routes';
import { marketplaceRoutes } from './marketplace-routes';
import { multiOrderInvoiceRoutes } from './multi-order-invoice-routes';
import { offerRoutes } from './offer-routes';
import { opinionRoutes } from './opinion-routes';
import { orderEditRoutes, outCatalogRoutes } from './order-edit-routes';
import { priceComparatorRoutes } from './price-comparator-routes';
import { warehouseCostRoutes } from './warehouse-cost-routes';

export const ADMIN_ONLY_MESSAGE = 'Only administrators may use the ERP';

/** Where the ERP is mounted (contract.md). */
export const ERP_BASE_PATH = '/db/erp';

/** ERP calls need the admin role (contract.md): any other account gets 403. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const account = c.get('account');
  if (!account) throw unauthorized();
  if (account.role !== 'admin') throw forbidden(ADMIN_ONLY_MESSAGE);
  await next();
};

/** The one ERP entity a content editor reaches: a product's competitor URLs (catalogue-editors §6). */
const EDITOR_ERP_PREFIX = `${ERP_BASE_PATH}/@price-comparator`;

/**
 * The ERP's guard: the product's Price comparator tab is given to guillotina.ModifyContent (catalogue-editors
 * §6), so `@price-comparator` needs that permission on the site root; every other ERP call needs the admin.
 */
const erpGuard = (db: Db): MiddlewareHandler<AppEnv> => {
  const requireModifyContent = requireRootPermission(db, PERMISSIONS.ModifyContent);
  return (c, next) => {
    const path = erpAwarePath(c.req.raw);
    return path === EDITOR_ERP_PREFIX ? requireModifyContent(c, next) : requireAdmin(c, next);
  };
};

/**
 * The path the app routes a request by: the request's, without the trailing slash of an ERP call. The spec writes
 * some ERP calls with one (`POST /offers/`, `PATCH /offers/{id}/`) and some without; each route is registered
 * once, without, and both forms reach it. Pass it as the root app's `getPath` (a mounted sub-app's `strict`
 * option does not apply: the root app matches every route).
 */
export const erpAwarePath = (request: Request): string => {
  const path = getPath(request);
  return path.startsWith(`${ERP_BASE_PATH}/`) && path.length > ERP_BASE_PATH.length + 1 && path.endsWith('/')
    ? path.slice(0, -1)
    : path;
};

/**
 * `/db/erp/*` (commerce-operations §7): one route module per entity, admin only but `@price-comparator`. Every write goes through
 * `write`: one transaction with its audit entry (path `/erp/<entity>/<id>`).
 */
export function erpRoutes(deps: ErpDeps): Hono<AppEnv> {
  const routeDeps: ErpRouteDeps = { ...deps, write: auditedWrite(deps.db, deps.now) };
  return new Hono<AppEnv>()
    .use('*', erpGuard(deps.db))
    .route('/opinions', opinionRoutes(routeDeps))
    .route('/offers', offerRoutes(routeDeps))
    .route('/promos_trg', freeShippingRoutes(routeDeps))
    .route('/@price-comparator', priceComparatorRoutes(routeDeps))
    .route('/analytics', analyticsRoutes(routeDeps))
    .route('/orders', multiOrderInvoiceRoutes(routeDeps))
    .route('/orders', delayedOrderRoutes(routeDeps))
    .route('/orders', groupOrderRoutes(routeDeps))
    .route('/orders', orderEditRoutes(routeDeps))
    .route('/orders', eurotaxRoutes(routeDeps))
    .route('/orders', warehouseCostRoutes(routeDeps))
    .route('/orders', invoiceCostRoutes(routeDeps))
    .route('/orders', commissionsRoutes(routeDeps))
    .route('/@ids-products-out-catalog', outCatalogRoutes(routeDeps))
    .route('/', marketplaceRoutes(routeDeps))
    .route('/@graphql', graphqlRoutes(routeDeps));
}
