import { COUNTRY_NAMES, DELIVERY_COUNTRIES } from '@cellar/validation/catalogue';
import { SelectField } from '@/components/ui/form-field';

type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

const COUNTRY_CHOICES = DELIVERY_COUNTRIES.map((code) => ({
  value: code,
  label: `${COUNTRY_NAMES[code]} (${code})`,
}));

/**
 * The price comparator's country selector (catalogue-editors §2, §9 "Delivery countries"): the Analytics tab and the
 * product's Price comparator tab show the same one.
 */
export function DeliveryCountrySelect({
  value,
  onValueChange,
  className = 'w-64',
}: {
  value: DeliveryCountry;
  onValueChange: (country: DeliveryCountry) => void;
  className?: string;
}) {
  return (
    <SelectField
      label="Country"
      className={className}
      value={value}
      options={COUNTRY_CHOICES}
      onValueChange={(next) => {
        if (next !== '') onValueChange(next);
      }}
    />
  );
}
