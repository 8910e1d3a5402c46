import type { paths } from '@cellar/contract';
import { DEFAULT_SHOP, SHOPS, type Shop, type ShopId, shopFromHost } from '@cellar/validation';
import type { Client, Middleware } from 'openapi-fetch';
import * as openapiFetch from 'openapi-fetch';
import { z } from 'zod';
import type { AiCampaignApi } from './ai-campaign-api';
import type { CatalogueApi } from './catalogue-api';
import type { ContentApi } from './content-api';
import type { ErpApi } from './erp-api';
import { createErrorReportsApi, type ErrorReportsApi } from './error-reports-api';
import { CellarError, isForbidden, isNotFound } from './errors';
import type { InvoicesGroup } from './invoices-group';
import { lazyApi } from './lazy-api';
import { memorySession } from './memory-session';
import type { NewsletterGroup } from './newsletter-group';
import { serializeContentPath } from './object-path';
import type { OrdersGroup } from './orders-group';
import type { RegionApi } from './region-api';
import { request } from './request';
import {
  type ConfiguredShop,
  containerSchema,
  type ShopConfiguration,
  shopConfigurationSchema,
  tokenSchema,
} from './schemas';
import type { SessionStore } from './session-store';
import type { SiteGroup } from './site-group';

type CreateFetchClient = typeof openapiFetch.default;

/**
 * openapi-fetch's client factory, its default export. From the SDK's CommonJS build (dist/index.cjs) it comes from
 * openapi-fetch's CommonJS build, and a default import of CommonJS follows Node's rule there: the whole
 * `module.exports`, whose `default` is the factory. From ESM it is the factory itself.
 */
const createFetchClient: CreateFetchClient =
  typeof openapiFetch.default === 'function'
    ? openapiFetch.default
    : (openapiFetch.default as unknown as { default: CreateFetchClient }).default;

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Where the client's session token lives: a {@link SessionStore} the client keeps it in (the default, in memory),
 * or a `getToken` for a caller that keeps the token itself. Not both.
 */
export type SessionOptions =
  | {
      /**
       * The store the client keeps its session in: `login()` sets the token, `logout()` and a 401 answer to a call
       * that carried it clear it, every call reads it. Default: `memorySession()`. See also `fileSession(path)`
       * (scripts) and `localStorageSession(key?)` (browsers).
       */
      session?: SessionStore;
      getToken?: never;
    }
  | {
      /**
       * Where the token comes from, read before every call, for a caller that keeps the token itself: `login()`
       * only answers it, and neither `logout()` nor a 401 forgets it.
       */
      getToken: TokenSource;
      session?: never;
    };

export type ClientOptions = SessionOptions & {
  /** Origin of the backend, e.g. `http://localhost:8080`; `''` in a browser means the page's origin. */
  baseUrl: string;
  /**
   * Shop whose `x-shop` / `x-country` headers every call carries. Default: the shop of `host` among the configured
   * `shops`, else the main shop (`cellar`).
   */
  shop?: ShopId;
  /**
   * The shops as the deployment configures them (`GET /v2/@shops`, i.e. `client.shops()`), read before every call:
   * the one whose domain `host` is on gives `x-shop` and `x-country`. Until it answers (undefined), calls go as the
   * main shop. The built-in `.example` domains are never used to pick a shop.
   */
  shops?: () => readonly ConfiguredShop[] | undefined;
  /** The host whose shop the calls act for (see `shops`); default the page's (`location.host`), none in Node. */
  host?: string;
  /** A fetch to use instead of the global one (tests pass the backend's in-process `app.fetch`). */
  fetch?: (request: Request) => Promise<Response>;
};

/** A call the SDK does not wrap (see {@link CellarClient.request}). */
export interface RawCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The URL path below `baseUrl`, as sent (segments already URL-encoded), e.g. `/db/guillotina/@login`. */
  path: string;
  query?: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

export interface CellarClient {
  /** The typed openapi-fetch client, for calls the SDK does not wrap yet. */
  readonly raw: Client<paths>;
  /** The shop the next call acts for (see `ClientOptions.shops`). */
  readonly shop: Shop;
  /**
   * A call the SDK does not wrap: a view the contract does not describe (a plain Guillotina's own `@login`, one
   * of the retailer's add-ons). It goes with the session and shop headers like every call; a failure is the
   * typed error of its status, and `schema` (zod, default: anything) checks the answer, a SchemaError naming the
   * field that is wrong.
   *
   * @example
   * const { token } = await client.request(
   *   { method: 'POST', path: '/db/guillotina/@login', body: { username: 'root', password: 'root' } },
   *   z.object({ token: z.string() }),
   * );
   */
  request<S extends z.ZodType = z.ZodUnknown>(call: RawCall, schema?: S): Promise<z.output<S>>;
  /** The session: logging in and out, and whether the kept token still opens one. */
  readonly session: {
    /**
     * Logs in: asks for an anonymous token, exchanges email and password for a session token, keeps it in the
     * session store (`ClientOptions.session`) and answers it. Wrong credentials are an `UnauthorizedError` (401).
     * A server without the spec's session (`GET /v2/auth/get_token` answers 404, as a plain Guillotina does) is
     * logged in with Guillotina's own `POST /db/guillotina/@login {username, password}`, its token kept alike.
     *
     * @example
     * await client.session.login({ email: 'admin@example.com', password: 'admin' });
     * const product = await client.content.get('/bodegas/vega-sicilia/');
     */
    login(credentials: { email: string; password: string }): Promise<string>;
    /**
     * Revokes the kept token on the server and forgets it here, whatever the server answers (a failure is still
     * thrown: the server may not have revoked it; a 401 means it had already ended). Without a token, does nothing.
     *
     * @example
     * await client.session.logout();
     */
    logout(): Promise<void>;
    /**
     * True when the kept token opens a session (GET /db/guillotina/ answers 200); false on 401, and the store is
     * cleared.
     *
     * @example
     * if (!(await client.session.check())) await client.session.login({ email, password });
     */
    check(): Promise<boolean>;
  };
  /** The content API (`/db/guillotina`): objects, search, permissions, locks, audit log, files. */
  readonly content: ContentApi;
  /**
   * The catalogue editors' calls (`/db/guillotina`, the retailer's add-on views): slot images, the pack image, the
   * private sale, the product search and the lookup by reference.
   */
  readonly catalogue: CatalogueApi;
  /** The Region (ZonaGeo) editor's calls: a region's products, the zone tree, moving and copying products. */
  readonly regions: RegionApi;
  /**
   * The site content editors' calls: `tags`, `submenus`, `menus`, `promos`, `taxonomy` and `productContent`
   * (Create product content).
   */
  readonly site: SiteGroup;
  /** The newsletter calls (audience, content, sending), each taking the newsletter's path. */
  readonly newsletters: NewsletterGroup;
  /** The order calls of Commerce II (delays, group orders, edit order, multi-order invoices, their payment and new orders from a CSV, ...). Admin only. */
  readonly orders: OrdersGroup;
  /** The AI campaign calls of the content API (list, create, update, generate the feed, import it). */
  readonly aiCampaigns: AiCampaignApi;
  /** The invoice imports of Commerce III (upload and shipping invoices, tax-service invoices, warehouse costs, ...). Admin only. */
  readonly invoices: InvoicesGroup;
  /** The ERP (`/db/erp`): REST calls and, under `graphql`, the GraphQL operations. Admin only. */
  readonly erp: ErpApi;
  /**
   * Whether this server has the retailer's ERP, asked with its lightest call (`GET /db/erp/opinions/@total`) without
   * loading the ERP group (its calls and schemas: a chunk of their own in a browser app). `false` only when the server
   * has no such route (404: a plain Guillotina); `true` for the ERP's answer or its refusal (403: it is there, for
   * administrators). Any other failure is thrown: whether the ERP is there is not known then.
   *
   * @example
   * if (!(await client.hasErp())) console.log('This server has no ERP: the commerce screens are hidden.');
   */
  hasErp(): Promise<boolean>;
  /** The error-reporting service (`/api/error-reports`): file a failure; the admin lists them. */
  readonly errorReports: ErrorReportsApi;
  /** The deployed version of the web admin (`/-admin/version.txt`), trimmed. */
  version(): Promise<string>;
  /**
   * The shops as the deployment configures them (`GET /v2/@shops`, any session): the environment and, per shop,
   * its id, language, country, order letter, public domain and public host (`www.` + domain on production,
   * `staging.` + domain elsewhere).
   *
   * @example
   * const { shops } = await client.shops();
   * const uk = shops.find((shop) => shop.id === 'uk');
   * const url = `https://${uk?.host}/es/vino/ribera-123`;
   */
  shops(): Promise<ShopConfiguration>;
}

const browserHost = (): string | undefined => (globalThis as { location?: { host?: string } }).location?.host;

/** The shop calls act for: the one named, else the configured shop of the host, else the main shop. */
function resolveShop(options: ClientOptions): Shop {
  const configured = options.shops?.() ?? [];
  const main = configured.find((shop) => shop.id === DEFAULT_SHOP.id) ?? DEFAULT_SHOP;
  if (options.shop) {
    return (
      configured.find((shop) => shop.id === options.shop) ??
      SHOPS.find((shop) => shop.id === options.shop) ??
      main
    );
  }
  const host = options.host ?? browserHost();
  if (!host || configured.length === 0) return main;
  const found = shopFromHost(host, configured);
  return configured.includes(found as ConfiguredShop) ? found : main;
}

/** The store of a caller that keeps its token itself: the client reads it and never writes it. */
const readOnlySession = (getToken: TokenSource): SessionStore => ({
  get: getToken,
  set() {},
  clear() {},
});

/** The store's token; a store that fails is a CellarError, not a network failure, as the call was never sent. */
async function storedToken(store: SessionStore): Promise<string | null | undefined> {
  try {
    return await store.get();
  } catch (cause) {
    throw new CellarError(
      `The session store could not be read: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        status: 0,
        type: 'SessionStoreError',
        kind: 'invalid-request',
        cause,
      },
    );
  }
}

/**
 * Creates a client for the Cellar contract. It keeps its session in `session` (in memory unless you pass
 * `fileSession(path)`, `localStorageSession(key?)` or a store of your own): log in once and every call carries the
 * token; a 401 to a call that carried it forgets it.
 *
 * @example
 * const client = createClient({ baseUrl: 'http://localhost:8080', session: fileSession('.cellar-session.json') });
 * await client.session.login({ email: 'admin@example.com', password: 'admin' });
 * const object = await client.content.get('/bodegas/vega-sicilia/');
 */
export function createClient(options: ClientOptions): CellarClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const store = options.getToken ? readOnlySession(options.getToken) : (options.session ?? memorySession());
  const raw = createFetchClient<paths>({
    baseUrl,
    pathSerializer: serializeContentPath,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const headers: Middleware = {
    async onRequest({ request: req }) {
      // An explicit empty authorization marks a call that must go without the session token.
      if (req.headers.get('authorization') === '') req.headers.delete('authorization');
      else if (!req.headers.has('authorization')) {
        const token = await storedToken(store);
        if (token) req.headers.set('authorization', `Bearer ${token}`);
      }
      const shop = resolveShop(options);
      req.headers.set('x-shop', shop.id);
      req.headers.set('x-country', shop.country);
      return req;
    },
    // The kept token refused: forget it, so the next call goes without it instead of being refused the same way.
    // Only when it is still the one sent (a login meanwhile keeps its new token; the login's own anonymous
    // token is never the kept one).
    async onResponse({ request: req, response }) {
      if (response.status !== 401) return;
      const sent = req.headers.get('authorization')?.replace(/^Bearer /, '');
      if (sent && sent === (await storedToken(store))) await store.clear();
    },
  };
  raw.use(headers);

  const getAnonymousToken = () =>
    request('getAnonymousToken', tokenSchema, () =>
      raw.GET('/v2/auth/get_token', { headers: { authorization: '' } }),
    );

  const client: CellarClient = {
    raw,
    get shop() {
      return resolveShop(options);
    },
    request: <S extends z.ZodType = z.ZodUnknown>(call: RawCall, schema?: S) =>
      request(`${call.method} ${call.path}`, (schema ?? z.unknown()) as S, () =>
        // The path is not one of the document's, so openapi-fetch's types cannot check it: the caller's schema does.
        raw.request(
          call.method.toLowerCase() as 'get',
          call.path as never,
          {
            ...(call.query ? { params: { query: call.query } } : {}),
            ...(call.body === undefined ? {} : { body: call.body }),
            ...(call.headers ? { headers: call.headers } : {}),
          } as never,
        ),
      ),
    session: {
      async login({ email, password }) {
        const answer = await getAnonymousToken().then(
          (anonymous) =>
            request('login', tokenSchema, () =>
              raw.POST('/v2/auth/login', {
                body: { email, password },
                headers: { authorization: `Bearer ${anonymous.token}` },
              }),
            ),
          // No spec session on this server (a plain Guillotina answers /v2/auth/* 404): Guillotina's own login,
          // in the container, where dbusers keeps its users (root logs in there too).
          (error: unknown) => {
            if (!isNotFound(error)) throw error;
            return client.request(
              {
                method: 'POST',
                path: '/db/guillotina/@login',
                body: { username: email, password },
                headers: { authorization: '' },
              },
              tokenSchema,
            );
          },
        );
        await store.set(answer.token);
        return answer.token;
      },
      async logout() {
        const token = await storedToken(store);
        if (!token) return;
        try {
          await request('logout', z.unknown(), () =>
            raw.POST('/v2/auth/logout', { headers: { authorization: `Bearer ${token}` } }),
          );
        } finally {
          await store.clear();
        }
      },
      async check() {
        try {
          await request('getContainer', containerSchema, () => raw.GET('/db/guillotina/'));
          return true;
        } catch (error) {
          if ((error as { status?: unknown }).status === 401) return false;
          throw error;
        }
      },
    },
    content: lazyApi(async () => (await import('./content-api')).createContentApi(raw, baseUrl)),
    // Loaded on their first call: a browser app ships their calls and schemas in chunks of their own.
    catalogue: lazyApi(async () => (await import('./catalogue-api')).createCatalogueApi(raw)),
    erp: lazyApi(async () => (await import('./erp-api')).createErpApi(raw)),
    regions: lazyApi(async () => (await import('./region-api')).createRegionApi(raw)),
    site: lazyApi(async () => (await import('./site-group')).createSiteGroup(raw, client)),
    newsletters: lazyApi(async () => (await import('./newsletter-group')).createNewsletterGroup(raw)),
    orders: lazyApi(async () => (await import('./orders-group')).createOrdersGroup(raw)),
    aiCampaigns: lazyApi(async () => (await import('./ai-campaign-api')).createAiCampaignApi(raw)),
    invoices: lazyApi(async () => (await import('./invoices-group')).createInvoicesGroup(raw)),
    errorReports: createErrorReportsApi(raw),
    async hasErp() {
      try {
        // The answer is not read: whether the route is there is all the call asks.
        await request('erpOpinionTotals', z.unknown(), () => raw.GET('/db/erp/opinions/@total'));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        if (isForbidden(error)) return true;
        throw error;
      }
    },
    async version() {
      const text = await request('getVersion', z.string(), () =>
        raw.GET('/-admin/version.txt', { parseAs: 'text', headers: { authorization: '' } }),
      );
      return text.trim();
    },
    shops: () => request('getShops', shopConfigurationSchema, () => raw.GET('/v2/@shops')),
  };
  return client;
}
