import {
  CELLAR_ENVIRONMENTS,
  configureShops,
  DEFAULT_CELLAR_ENVIRONMENT,
  parseShopDomains,
  type ShopConfiguration,
} from '@cellar/validation';

export interface BuildShopSettings {
  /** `production` or `staging` (the hosts' prefix), as the backend's CELLAR_ENVIRONMENT. */
  VITE_CELLAR_ENVIRONMENT?: string;
  /** `cellar=cellar.es,uk=cellar.co.uk,...`, as the backend's SHOP_DOMAINS. */
  VITE_SHOP_DOMAINS?: string;
}

/**
 * The shops as this build was configured: what the admin uses against a server without `GET /v2/@shops` (a call
 * of ours, not the spec's), as the spec's admin had its shop domains built in. A setting that cannot be read is
 * reported on the console with every issue, and the defaults are used.
 */
export function buildShopConfiguration(settings: BuildShopSettings = import.meta.env): ShopConfiguration {
  const wanted = settings.VITE_CELLAR_ENVIRONMENT;
  const environment = CELLAR_ENVIRONMENTS.find((name) => name === wanted);
  if (wanted && !environment)
    console.error(
      `VITE_CELLAR_ENVIRONMENT must be one of ${CELLAR_ENVIRONMENTS.join(', ')}, not "${wanted}"`,
    );
  const domains = settings.VITE_SHOP_DOMAINS ? parseShopDomains(settings.VITE_SHOP_DOMAINS) : undefined;
  if (domains && !domains.ok)
    console.error(`VITE_SHOP_DOMAINS: ${domains.issues.map((issue) => issue.message).join('; ')}`);
  return configureShops(environment ?? DEFAULT_CELLAR_ENVIRONMENT, domains?.ok ? domains.value : undefined);
}
