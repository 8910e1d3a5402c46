import { OPINIONS_LIST_DEFAULTS } from '@cellar/validation/commerce';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Account } from '../account-store';
import type { AppEnv } from '../app-env';
import { type AuditAction, audit } from '../audit-log';
import type { Clock } from '../clock';
import type { Db } from '../database';
import { badRequest, forbidden, notFound, readJson, unauthorized } from '../errors';
import { CatalogueStore } from './catalogue-store';
import { CustomerStore } from './customer-store';
import { FreeShippingStore } from './free-shipping-store';
import { executeErpGraphql, type GraphqlDeps } from './graphql';
import { MarketplaceStore } from './marketplace-store';
import { OfferStore } from './offer-store';
import { isOpinionState, type OpinionFilters, OpinionStore } from './opinion-store';
import { PriceComparatorStore } from './price-comparator-store';

export const ADMIN_ONLY_MESSAGE = 'Only administrators may use the ERP';

/** ERP calls need the admin role (contract.md): any other account gets 403. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const account = c.get('account');
  if (!account) throw unauthorized();
  if (account.role !== 'admin') throw forbidden(ADMIN_ONLY_MESSAGE);
  await next();
};

export interface ErpDeps {
  db: Db;
  now: Clock;
  logger: Logger;
}

const accountOf = (c: Context<AppEnv>): Account => c.get('account') as Account;

/** The `{id}` of a path: a positive integer, else 404. */
function idOf(c: Context<AppEnv>): number {
  const text = c.req.param('id') ?? '';
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/** A JSON body that may be absent (search calls): empty means {}. */
async function optionalJson(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  // HonoRequest caches the body, so readJson reads the same text again.
  if ((await c.req.text()).trim() === '') return {};
  const body = await readJson(c);
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A one-based page number from a body field; anything else is 1. */
const pageOf = (value: unknown): number => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

function opinionFilters(c: Context<AppEnv>): OpinionFilters {
  return { idioma: text(c.req.query('idioma')), shop: text(c.req.query('shop')), q: text(c.req.query('q')) };
}

function integerQuery(c: Context<AppEnv>, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw badRequest([
      { path: name, message: `The ${name} must be a whole number between ${min} and ${max}` },
    ]);
  return value;
}

/**
 * `/db/erp/*` (commerce-operations §7): REST routes and `@graphql`, admin only. Every write runs in one
 * transaction with its audit entry (path `/erp/<entity>/<id>`).
 */
export function erpRoutes({ db, now, logger }: ErpDeps): Hono<AppEnv> {
  const opinions = new OpinionStore(db);
  const offers = new OfferStore(db, now);
  const rates = new FreeShippingStore(db, now);
  const priceComparator = new PriceComparatorStore(db);
  const catalogue = new CatalogueStore(db);
  const marketplace = new MarketplaceStore(db, now);
  const customers = new CustomerStore(db);

  /** Runs `run` and its audit entry in one transaction. */
  const write = <T>(
    account: Account,
    entity: string,
    id: string | number | ((result: T) => string | number),
    action: AuditAction,
    run: () => T,
    payload?: unknown | ((result: T) => unknown),
  ): T =>
    db.transaction(() => {
      const result = run();
      const key = typeof id === 'function' ? id(result) : id;
      audit(db, {
        date: new Date(now()).toISOString(),
        user: account.email,
        action,
        path: `/erp/${entity}/${key}`,
        uid: null,
        payload: typeof payload === 'function' ? (payload as (r: T) => unknown)(result) : (payload ?? result),
      });
      return result;
    })();

  const graphqlDeps: GraphqlDeps = {
    customers,
    catalogue,
    logger,
    write: (account, entity, id, action, run, payload) => write(account, entity, id, action, run, payload),
  };

  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  // Opinions
  app.get('/opinions/@total', (c) => c.json(opinions.totals(opinionFilters(c))));
  app.get('/opinions/@list', (c) => {
    const status = c.req.query('status') || OPINIONS_LIST_DEFAULTS.status;
    if (!isOpinionState(status))
      throw badRequest([{ path: 'status', message: 'The status must be one of pend, npub, publ' }]);
    const page = integerQuery(c, 'page', OPINIONS_LIST_DEFAULTS.page, 0, Number.MAX_SAFE_INTEGER);
    const page_size = integerQuery(c, 'page_size', OPINIONS_LIST_DEFAULTS.page_size, 1, 100);
    return c.json(opinions.list({ ...opinionFilters(c), status, page, page_size }));
  });
  app.patch('/opinions/:id', async (c) => {
    const id = idOf(c);
    const body = await readJson(c);
    return c.json(write(accountOf(c), 'opinions', id, 'modify', () => opinions.update(id, body), body));
  });
  app.post('/opinions/:id/@publish', (c) => {
    const id = idOf(c);
    return c.json(
      write(accountOf(c), 'opinions', id, 'modify', () => opinions.setState(id, 'publ'), { estado: 'publ' }),
    );
  });
  app.post('/opinions/:id/@refuse', (c) => {
    const id = idOf(c);
    return c.json(
      write(accountOf(c), 'opinions', id, 'modify', () => opinions.setState(id, 'npub'), { estado: 'npub' }),
    );
  });

  // Offers
  app.post('/offers/@search', async (c) => {
    const body = await optionalJson(c);
    const id_tipo = text(body.id_tipo) ?? text(body.tipo);
    return c.json(offers.search({ q: text(body.q), date: text(body.date), id_tipo, page: pageOf(body.p) }));
  });
  const createOffers = async (c: Context<AppEnv>) => {
    const body = await readJson(c);
    const account = accountOf(c);
    const created = db.transaction(() => {
      const list = offers.create(body);
      for (const offer of list)
        audit(db, {
          date: new Date(now()).toISOString(),
          user: account.email,
          action: 'create',
          path: `/erp/offers/${offer.id}`,
          uid: null,
          payload: offer,
        });
      return list;
    })();
    return c.json(created, 201);
  };
  app.post('/offers/', createOffers);
  app.post('/offers', createOffers);
  const updateDiscount = async (c: Context<AppEnv>) => {
    const id = idOf(c);
    const body = await readJson(c);
    return c.json(write(accountOf(c), 'offers', id, 'modify', () => offers.updateDiscount(id, body), body));
  };
  app.patch('/offers/:id/', updateDiscount);
  app.patch('/offers/:id', updateDiscount);
  app.delete('/offers/:id', (c) => {
    const id = idOf(c);
    write(accountOf(c), 'offers', id, 'delete', () => offers.remove(id));
    return c.json({ id });
  });
  app.post('/offers/:id/@expire', (c) => {
    const id = idOf(c);
    return c.json(write(accountOf(c), 'offers', id, 'modify', () => offers.expire(id)));
  });

  // Free shipping rates
  app.post('/promos_trg/@search', async (c) => {
    const body = await optionalJson(c);
    return c.json(rates.search({ page: pageOf(body.p), pais: text(body.pais), tarifa: text(body.tarifa) }));
  });
  const createRates = async (c: Context<AppEnv>) => {
    const body = await readJson(c);
    const account = accountOf(c);
    const created = db.transaction(() => {
      const list = rates.create(body);
      for (const rate of list)
        audit(db, {
          date: new Date(now()).toISOString(),
          user: account.email,
          action: 'create',
          path: `/erp/promos_trg/${rate.id}`,
          uid: null,
          payload: rate,
        });
      return list;
    })();
    return c.json(created, 201);
  };
  app.post('/promos_trg/', createRates);
  app.post('/promos_trg', createRates);
  app.delete('/promos_trg/:id', (c) => {
    const id = idOf(c);
    write(accountOf(c), 'promos_trg', id, 'delete', () => rates.remove(id));
    return c.json({ id });
  });

  // Price comparator
  app.post('/@price-comparator', async (c) => c.json(priceComparator.read(await readJson(c))));
  app.patch('/@price-comparator', async (c) => {
    const body = await readJson(c);
    const country = text((body as { country?: unknown } | null)?.country) ?? '';
    const { saved: _saved, ...answer } = write(
      accountOf(c),
      'price-comparator',
      country,
      'upsert',
      () => priceComparator.update(body),
      (result: ReturnType<PriceComparatorStore['update']>) => result.saved,
    );
    return c.json(answer);
  });
  app.delete('/@price-comparator', async (c) => {
    const body = await readJson(c);
    return c.json(
      write(accountOf(c), 'price-comparator', 'entries', 'delete', () => priceComparator.remove(body), body),
    );
  });

  // Analytics
  app.get('/analytics/@product-traffic-and-performance', (c) => c.json(catalogue.productTraffic()));

  // Marketplace
  app.get('/@proveedores-marketplace', (c) => c.json(marketplace.suppliers()));
  app.post('/@products-proveedores-marketplace', async (c) =>
    c.json(marketplace.supplierProducts(await readJson(c))),
  );
  app.post('/@match-products-marketplace', async (c) => {
    const body = await readJson(c);
    const supplier = text((body as { id_proveedor?: unknown } | null)?.id_proveedor) ?? '';
    return c.json(write(accountOf(c), 'marketplace', supplier, 'create', () => marketplace.match(body)));
  });
  app.get('/@get-products-with-match', (c) => c.json(marketplace.matches()));
  app.post('/@edit-product-with-match', async (c) => {
    const body = await readJson(c);
    return c.json(
      write(
        accountOf(c),
        'marketplace',
        (match) => `${match.id_proveedor}/${match.id_producto_proveedor}`,
        'modify',
        () => marketplace.editMatch(body),
        body,
      ),
    );
  });
  app.post('/@delete-product-match', async (c) => {
    const body = await readJson(c);
    const { deleted } = write(
      accountOf(c),
      'marketplace',
      (result) => `${result.match.id_proveedor}/${result.match.id_producto_proveedor}`,
      'delete',
      () => marketplace.deleteMatch(body),
      body,
    );
    return c.json({ deleted });
  });

  // GraphQL
  app.post('/@graphql', async (c) => {
    const body = await readJson(c);
    const record = (body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof record.query !== 'string' || record.query.trim() === '')
      throw badRequest([{ path: 'query', message: 'Please input the GraphQL query' }]);
    const variables =
      record.variables !== null && typeof record.variables === 'object' && !Array.isArray(record.variables)
        ? (record.variables as Record<string, unknown>)
        : null;
    const result = await executeErpGraphql(graphqlDeps, accountOf(c), {
      query: record.query,
      variables,
      operationName: typeof record.operationName === 'string' ? record.operationName : null,
    });
    return c.json(result);
  });

  return app;
}
