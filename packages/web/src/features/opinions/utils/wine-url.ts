import type { ConfiguredShop } from '@cellar/sdk';
import { DEFAULT_SHOP } from '@cellar/validation';
import { wineHref } from '@cellar/validation/commerce';

/**
 * The public wine page of an opinion's group (commerce-operations §2: /es/vino/{group}) on the public host of the
 * opinion's shop as the deployment configures it (`GET /v2/@shops`: `www.` + its domain on production, `staging.`
 * + its domain elsewhere); an unknown shop links to the main shop. Undefined when `shops` names neither.
 */
export function publicWineUrl(
  group: string,
  shop: string,
  shops: readonly Pick<ConfiguredShop, 'id' | 'host'>[],
): string | undefined {
  const entry =
    shops.find((candidate) => candidate.id === shop) ?? shops.find(({ id }) => id === DEFAULT_SHOP.id);
  return entry && `https://${entry.host}${wineHref(group)}`;
}
