import type { ConfiguredShop } from '@cellar/sdk';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useShops } from '@/lib/use-shops';

export interface ViewOnShopMenuProps {
  /** The trigger's text ('View product on', 'View winery on'). */
  label: string;
  /** The public page's path on a shop ('/es/vino/x'). */
  pathOnShop: (shop: ConfiguredShop) => string;
}

/**
 * A dropdown with one entry per shop host as the deployment configures it (`GET /v2/@shops`), each opening the
 * public page on that host in a new tab (catalogue-editors §2 headers). Disabled until the shops are known.
 */
export function ViewOnShopMenu({ label, pathOnShop }: ViewOnShopMenuProps) {
  const shops = useShops().data?.shops ?? [];
  return (
    <DropdownMenu
      label={label}
      disabled={shops.length === 0}
      items={shops.map((shop) => ({
        label: shop.host,
        onSelect: () => void window.open(`https://${shop.host}${pathOnShop(shop)}`, '_blank', 'noopener'),
      }))}
    />
  );
}
