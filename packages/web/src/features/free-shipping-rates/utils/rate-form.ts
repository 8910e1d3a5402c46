import { forcesZeroMinimums } from '@cellar/validation/commerce';

/** The add drawer's fields as typed, before validateFreeShippingRate reads them. */
export interface RateForm {
  pais: string[];
  tarifa: string;
  /** Start and end days (yyyy-MM-dd): the rate runs from 00:00:00 to 23:59:59 Madrid. */
  desde: string;
  hasta: string;
  cart_amount: string;
  min_precio_uni: string;
}

export const newRateForm = (): RateForm => ({
  pais: [],
  tarifa: '',
  desde: '',
  hasta: '',
  cart_amount: '',
  min_precio_uni: '',
});

/** Our wording under the minimums while the dtp tariff is chosen (the spec words none). */
export const DTP_MINIMUMS_HINT = 'The dtp tariff has no minimums: both are 0.';

export const RATE_MINIMUMS = ['cart_amount', 'min_precio_uni'] as const;

/**
 * What the minimums must become for the tariff chosen: the dtp tariff forces both to "0" (commerce-operations §5),
 * by the rule's own test, so ' DTP' counts as it does in validateFreeShippingRate and on the server. Empty when
 * nothing must change (another tariff, or both already "0").
 */
export function forcedMinimums(form: Pick<RateForm, 'tarifa' | (typeof RATE_MINIMUMS)[number]>) {
  if (!forcesZeroMinimums(form.tarifa)) return [];
  return RATE_MINIMUMS.filter((field) => form[field] !== '0');
}
