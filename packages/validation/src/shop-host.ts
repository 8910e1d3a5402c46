import { DEFAULT_SHOP_DOMAINS, type Shop, type ShopId, shopsFor } from './shops';

/** Where a deployment runs (contract.md, site-content-and-shell §9): production or anything off it. */
export const CELLAR_ENVIRONMENTS = ['production', 'staging'] as const;
export type CellarEnvironment = (typeof CELLAR_ENVIRONMENTS)[number];

/** A local run is off production, so the default is staging. */
export const DEFAULT_CELLAR_ENVIRONMENT: CellarEnvironment = 'staging';

/** Host prefix of every shop's public domain on production (`www.cellar-es.example`). */
export const PRODUCTION_HOST_PREFIX = 'www';
/** Host prefix off production (`staging.cellar-es.example`): the spec's "staging prefix on non-production". */
export const STAGING_HOST_PREFIX = 'staging';
/** Both prefixes: a configured domain is written without either. */
export const HOST_PREFIXES = [PRODUCTION_HOST_PREFIX, STAGING_HOST_PREFIX] as const;

/** The host prefix of an environment: `www` on production, `staging` otherwise. */
export const hostPrefix = (environment: CellarEnvironment): string =>
  environment === 'production' ? PRODUCTION_HOST_PREFIX : STAGING_HOST_PREFIX;

/** The public host of a shop in an environment: the host prefix, a dot, the shop's configured domain. */
export const shopHost = (shop: Pick<Shop, 'domain'>, environment: CellarEnvironment): string =>
  `${hostPrefix(environment)}.${shop.domain}`;

/** A shop as a deployment configures it: with the public host of its pages (`GET /v2/@shops`). */
export interface ConfiguredShop extends Shop {
  host: string;
}

/** The environment and the five shops, in the order of their ids. */
export interface ShopConfiguration {
  environment: CellarEnvironment;
  shops: ConfiguredShop[];
}

/** The shops of a deployment from its environment and configured domains (contract.md "Time, money, languages"). */
export const configureShops = (
  environment: CellarEnvironment,
  domains: Readonly<Record<ShopId, string>> = DEFAULT_SHOP_DOMAINS,
): ShopConfiguration => ({
  environment,
  shops: shopsFor(domains).map((shop) => ({ ...shop, host: shopHost(shop, environment) })),
});
