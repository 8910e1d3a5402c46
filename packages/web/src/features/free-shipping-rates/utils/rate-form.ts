import { forcesZeroMinimums as ruleForcesZeroMinimums } from '@cellar/validation/commerce';

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

export const emptyRateForm = (): RateForm => ({
  pais: [],
  tarifa: '',
  desde: '',
  hasta: '',
  cart_amount: '',
  min_precio_uni: '',
});

/**
 * The dtp tariff forces both minimums to 0 (commerce-operations §5): the fields show 0 and are disabled. The
 * rule's own test, so ' DTP' counts as dtp here as it does in validateFreeShippingRate and on the server.
 */
export const forcesZeroMinimums = (tarifa: string): boolean => ruleForcesZeroMinimums(tarifa);

/** The form after a change; choosing dtp sets both minimums to "0". */
export function changeRateForm(form: RateForm, change: Partial<RateForm>): RateForm {
  const next = { ...form, ...change };
  return forcesZeroMinimums(next.tarifa) ? { ...next, cart_amount: '0', min_precio_uni: '0' } : next;
}
