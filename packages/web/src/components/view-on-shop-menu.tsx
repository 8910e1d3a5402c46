import type { ConfiguredShop } from '@cellar/sdk';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useShops } from '@/lib/use-shops';

/** The public address of a page of a shop: its configured host and the page's path. */
export const shopPageUrl = (shop: ConfiguredShop, path: string): string =>
  `https://${shop.host}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * 'View winery on' / 'View product on' (catalogue-editors §2): one entry per shop domain (the configured hosts
 * of GET /v2@shops), each opening the public page in a new tab.
 */
export function ViewOnShopMenu({
  label,
  pathOnShop,
}: {
  label: string;
  pathOnShop: (shop: ConfiguredShop) => string;
}) {
  const shops = useShops();
  const items = (shops.data?.shops ?? []).map((shop) => ({
    label: shop.host,
    onSelect: () => void window.open(shopPageUrl(shop, pathOnShop(shop)), '_blank', 'noopener,noreferrer'),
  }));
  return <DropdownMenu label={label} items={items} disabled={items.length === 0} />;
}
