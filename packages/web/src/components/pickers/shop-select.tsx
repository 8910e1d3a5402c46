import { SHOP_IDS, type ShopId } from '@cellar/validation';
import { SelectField } from '@/components/ui/form-field';
import { useShops } from '@/lib/use-shops';

export interface ShopSelectProps {
  label?: string;
  /** The shop chosen, '' for none. */
  value: ShopId | '';
  onValueChange: (shop: ShopId | '') => void;
  /** The first, empty choice ('All shops' for a filter); without it a shop must be chosen. */
  placeholder?: string;
  /** Shops that may not be chosen here (a screen's own exclusions). */
  exclude?: readonly ShopId[];
  errors?: readonly string[];
  disabled?: boolean;
  className?: string;
}

/**
 * A shop, chosen from the shops the deployment configures (`GET /v2/@shops`), each named by its id and public
 * domain. Until the configuration answers the ids alone are offered, so a shop named in the URL shows at once.
 */
export function ShopSelect({
  label = 'Shop',
  value,
  onValueChange,
  placeholder,
  exclude = [],
  errors,
  disabled,
  className,
}: ShopSelectProps) {
  const configured = useShops().data?.shops;
  const options = (
    configured?.map((shop) => ({ value: shop.id, label: `${shop.id} (${shop.domain})` })) ??
    SHOP_IDS.map((id) => ({ value: id, label: id }))
  ).filter((shop) => !exclude.includes(shop.value));
  return (
    <SelectField<ShopId>
      label={label}
      value={value}
      onValueChange={onValueChange}
      options={options}
      placeholder={placeholder}
      errors={errors}
      disabled={disabled}
      className={className}
    />
  );
}
