import { DEFAULT_SHOP } from '@cellar/validation';
import { wineHref } from '@cellar/validation/commerce';

/**
 * The public wine page of an opinion's group (commerce-operations §2: /es/vino/{group}) on the main shop's
 * public domain (contract.md: `www.` + the shop's domain on production).
 */
export const publicWineUrl = (group: string): string =>
  `https://www.${DEFAULT_SHOP.domain}${wineHref(group)}`;
