import { currencyForCountry } from './money';

/** Languages of the shops (every language-keyed map uses these keys). */
export const LANGUAGES = ['es', 'it', 'fr', 'de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The `{product}` placeholder of the spec: the main shop's id and the permission prefix. */
export const PRODUCT = 'cellar';

export interface Shop {
  id: ShopId;
  language: Language;
  country: string;
  /** Letter that prefixes this shop's order ids. */
  letter: string;
  /** Public domain without the host prefix (www on production, a staging prefix elsewhere). */
  domain: string;
}

export const SHOP_IDS = ['cellar', 'italvinus', 'fr', 'de', 'uk'] as const;
export type ShopId = (typeof SHOP_IDS)[number];

/** Default public domains, under the reserved `.example` TLD; deployments override them by configuration. */
export const DEFAULT_SHOP_DOMAINS: Readonly<Record<ShopId, string>> = {
  cellar: 'cellar-es.example',
  italvinus: 'cellar-it.example',
  fr: 'cellar-fr.example',
  de: 'cellar-de.example',
  uk: 'cellar-uk.example',
};

export function shopsFor(domains: Readonly<Record<ShopId, string>> = DEFAULT_SHOP_DOMAINS): readonly Shop[] {
  return [
    { id: 'cellar', language: 'es', country: 'es', letter: 'V', domain: domains.cellar },
    { id: 'italvinus', language: 'it', country: 'it', letter: 'I', domain: domains.italvinus },
    { id: 'fr', language: 'fr', country: 'fr', letter: 'F', domain: domains.fr },
    { id: 'de', language: 'de', country: 'de', letter: 'D', domain: domains.de },
    { id: 'uk', language: 'en', country: 'uk', letter: 'U', domain: domains.uk },
  ];
}

export const SHOPS = shopsFor();
export const DEFAULT_SHOP: Shop = SHOPS[0] as Shop;

/**
 * The shop a host belongs to: the shop whose domain (with any host prefix) the host ends with.
 * Anything else (localhost, an internal admin host) is the main Spanish shop.
 */
export function shopFromHost(host: string, shops: readonly Shop[] = SHOPS): Shop {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return shops.find((shop) => name === shop.domain || name.endsWith(`.${shop.domain}`)) ?? DEFAULT_SHOP;
}

/** The shop of a customer's country (their new orders go there); the main shop (cellar) for any other country. */
export const shopOfCountry = (country: string): ShopId =>
  SHOPS.find((shop) => shop.country === country.trim().toLowerCase())?.id ?? PRODUCT;

/** The currency of a shop's orders: its country's (`currencyForCountry`: GBP for the UK, EUR elsewhere). */
export const shopCurrency = (shop: ShopId): 'GBP' | 'EUR' =>
  currencyForCountry(SHOPS.find((entry) => entry.id === shop)?.country ?? '');
