import { DEFAULT_SHOP, SHOPS, type Shop, type ShopId, shopFromHost } from '@cellar/validation';
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import { z } from 'zod';
import { type ContentApi, createContentApi } from './content-api';
import { createErpApi, type ErpApi } from './erp-api';
import { createErrorReportsApi, type ErrorReportsApi } from './error-reports-api';
import type { paths } from './generated/schema';
import { serializeContentPath } from './object-path';
import { request } from './request';
import { containerSchema, type ShopConfiguration, shopConfigurationSchema, tokenSchema } from './schemas';

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface ClientOptions {
  /** Origin of the backend, e.g. `http://localhost:8080`; `''` in a browser means the page's origin. */
  baseUrl: string;
  /** Where the session token comes from; read before every call. */
  getToken?: TokenSource;
  /** Shop whose `x-shop` / `x-country` headers shop-specific calls carry; default: from the host, else the main shop. */
  shop?: ShopId;
  /** A fetch to use instead of the global one (tests pass the backend's in-process `app.fetch`). */
  fetch?: (request: Request) => Promise<Response>;
}

export interface CellarClient {
  /** The typed openapi-fetch client, for calls the SDK does not wrap yet. */
  readonly raw: Client<paths>;
  readonly shop: Shop;
  readonly session: {
    /** Logs in: asks for an anonymous token, then exchanges email and password for a session token. */
    login(credentials: { email: string; password: string }): Promise<string>;
    /** Revokes the current session token. */
    logout(): Promise<void>;
    /** True when the current token opens a session (GET /db/guillotina/ answers 200), false on 401. */
    check(): Promise<boolean>;
  };
  /** The content API (`/db/guillotina`): objects, search, permissions, locks, audit log, files. */
  readonly content: ContentApi;
  /** The ERP (`/db/erp`): REST calls and, under `graphql`, the GraphQL operations. Admin only. */
  readonly erp: ErpApi;
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

function resolveShop(id: ShopId | undefined): Shop {
  if (id) return SHOPS.find((shop) => shop.id === id) ?? DEFAULT_SHOP;
  const host = browserHost();
  return host ? shopFromHost(host) : DEFAULT_SHOP;
}

/**
 * Creates a client for the Cellar contract.
 *
 * @example
 * const client = createClient({ baseUrl: 'http://localhost:8080', getToken: () => store.token });
 * const token = await client.session.login({ email: 'admin@example.com', password: 'admin' });
 */
export function createClient(options: ClientOptions): CellarClient {
  const shop = resolveShop(options.shop);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
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
        const token = await options.getToken?.();
        if (token) req.headers.set('authorization', `Bearer ${token}`);
      }
      req.headers.set('x-shop', shop.id);
      req.headers.set('x-country', shop.country);
      return req;
    },
  };
  raw.use(headers);

  const getAnonymousToken = () =>
    request('getAnonymousToken', tokenSchema, () =>
      raw.GET('/v2/auth/get_token', { headers: { authorization: '' } }),
    );

  return {
    raw,
    shop,
    session: {
      async login({ email, password }) {
        const anonymous = await getAnonymousToken();
        const answer = await request('login', tokenSchema, () =>
          raw.POST('/v2/auth/login', {
            body: { email, password },
            headers: { authorization: `Bearer ${anonymous.token}` },
          }),
        );
        return answer.token;
      },
      async logout() {
        await request('logout', z.unknown(), () => raw.POST('/v2/auth/logout'));
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
    content: createContentApi(raw, baseUrl),
    erp: createErpApi(raw),
    errorReports: createErrorReportsApi(raw),
    async version() {
      const text = await request('getVersion', z.string(), () =>
        raw.GET('/-admin/version.txt', { parseAs: 'text', headers: { authorization: '' } }),
      );
      return text.trim();
    },
    shops: () => request('getShops', shopConfigurationSchema, () => raw.GET('/v2/@shops')),
  };
}
