import { DEFAULT_SHOP, SHOPS, type Shop } from '@cellar/validation';
import { wineHref } from '@cellar/validation/commerce';

/**
 * The public wine page of an opinion's group (commerce-operations §2: /es/vino/{group}) on the public domain of
 * the opinion's shop (contract.md: `www.` + the shop's configured domain on production). `shops` is the shop
 * configuration (the SDK's and the validation package's `SHOPS` unless given); an unknown shop links to the main
 * shop.
 */
export function publicWineUrl(group: string, shop: string, shops: readonly Shop[] = SHOPS): string {
  const domain = (shops.find((entry) => entry.id === shop) ?? DEFAULT_SHOP).domain;
  return `https://www.${domain}${wineHref(group)}`;
}
