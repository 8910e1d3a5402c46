import { checkNumber, type NumberRule } from '../check-number';
import { asFlag, asRecord, asText, toNumber } from '../fields';
import { isBeforeTodayInMadrid } from '../madrid-time';
import { type DateInput, nowOf, parseInstant } from '../parse-instant';
import { percentToFraction } from '../percent';
import { fail, type Issue, ok, type Result } from '../result';
import { DISCOUNT_PERCENT, OFFER_DISCOUNT_FRACTION, OFFER_TYPES, type OfferType } from './constants';
import type { ErpOfferRecord } from './erp-records';
import { commerceMessages } from './messages';

const { offers: messages, form } = commerceMessages;

/**
 * An offer ready for POST /offers/ (§3): the stored record without its id; dates are ISO instants;
 * descuento_oferta is stored 0 to 1; the fields of the other types are null.
 */
export type Offer = Omit<ErpOfferRecord, 'id'>;

function readNumber(value: unknown, at: string, rule: NumberRule, issues: Issue[]): number | null {
  const checked = checkNumber(value, rule);
  if (checked.ok) return checked.value;
  issues.push({ path: at, message: checked.message });
  return null;
}

/**
 * The add-offer drawer (§2, §5): product and duration (fecha_desde, fecha_hasta) are required, and the
 * start must not be before today in Madrid ("The offer shouldn't be expired"). Type o needs a discount
 * 0 to 100 percent (stored 0 to 1); type p needs uni_compra and uni_promo (whole, at least 0); type e
 * needs the quantity (whole, at least 1) and the special discount 0 to 100 (kept in percent).
 * A date without a time starts at 00:00:00 and ends at 23:59:59 Madrid (the new-offer default times).
 * With `discountUnit: 'fraction'` (the stored record, as the backend receives it) descuento_oferta is 0 to 1.
 */
export function validateOffer(
  input: unknown,
  options: { now?: Date | number; discountUnit?: 'percent' | 'fraction' } = {},
): Result<Offer> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const id_tipo = asText(record.id_tipo);
  if (id_tipo === '') issues.push({ path: 'id_tipo', message: form.required('type') });
  else if (!(OFFER_TYPES as readonly string[]).includes(id_tipo))
    issues.push({ path: 'id_tipo', message: form.unknownValue('type', OFFER_TYPES) });
  const id_producto = asText(record.id_producto);
  if (id_producto === '') issues.push({ path: 'id_producto', message: form.required('product') });

  const start = parseInstant(record.fecha_desde);
  const end = parseInstant(record.fecha_hasta, true);
  if (start === undefined || end === undefined)
    issues.push({ path: 'fecha_desde', message: form.required('duration') });
  else if (isBeforeTodayInMadrid(start, nowOf(options)))
    issues.push({ path: 'fecha_desde', message: messages.expired });
  else if (end.getTime() < start.getTime())
    issues.push({ path: 'fecha_hasta', message: form.endBeforeStart });

  const fraction = options.discountUnit === 'fraction';
  let descuento_oferta: number | null = null;
  let uni_compra: number | null = null;
  let uni_promo: number | null = null;
  let cantidad_precio_especial: number | null = null;
  let descuento_especial: number | null = null;
  if (id_tipo === 'o') {
    const range = fraction ? OFFER_DISCOUNT_FRACTION : DISCOUNT_PERCENT;
    const rule = { label: 'discount', min: range.min, max: range.max };
    const discount = readNumber(record.descuento_oferta, 'descuento_oferta', rule, issues);
    descuento_oferta = discount === null || fraction ? discount : percentToFraction(discount);
  } else if (id_tipo === 'p') {
    uni_compra = readNumber(
      record.uni_compra,
      'uni_compra',
      { label: 'purchase units', min: 0, whole: true },
      issues,
    );
    uni_promo = readNumber(
      record.uni_promo,
      'uni_promo',
      { label: 'promotion units', min: 0, whole: true },
      issues,
    );
  } else if (id_tipo === 'e') {
    const quantity = { label: 'quantity', min: 1, whole: true };
    cantidad_precio_especial = readNumber(
      record.cantidad_precio_especial,
      'cantidad_precio_especial',
      quantity,
      issues,
    );
    const discount = { label: 'special discount', min: DISCOUNT_PERCENT.min, max: DISCOUNT_PERCENT.max };
    descuento_especial = readNumber(record.descuento_especial, 'descuento_especial', discount, issues);
  }

  if (issues.length > 0 || start === undefined || end === undefined) return fail(...issues);
  return ok({
    id_tipo: id_tipo as OfferType,
    id_producto,
    grupo: asText(record.grupo),
    fecha_desde: start.toISOString(),
    fecha_hasta: end.toISOString(),
    descuento_oferta,
    uni_compra,
    uni_promo,
    cantidad_precio_especial,
    descuento_especial,
    caducable: asFlag(record.caducable),
  });
}

/** When an offer runs, seen from `now`: not started yet, running, or ended (end date in the past). */
export type OfferTiming = 'future' | 'current' | 'expired';

/**
 * Classifies an offer by its dates (Madrid time for dates without a zone; a date without a time ends at
 * 23:59:59). An offer whose end is not a date counts as expired: it is frozen.
 */
export function offerTiming(
  offer: { fecha_desde: DateInput; fecha_hasta: DateInput },
  now: Date | number = Date.now(),
): OfferTiming {
  const at = nowOf({ now }).getTime();
  const start = parseInstant(offer.fecha_desde);
  const end = parseInstant(offer.fecha_hasta, true);
  if (end === undefined || end.getTime() < at) return 'expired';
  if (start !== undefined && start.getTime() > at) return 'future';
  return 'current';
}

/** What the offers table allows per timing: remove a future offer, expire a current one; expired are frozen. */
export function offerActions(timing: OfferTiming): {
  remove: boolean;
  expire: boolean;
  editDiscount: boolean;
} {
  return {
    remove: timing === 'future',
    expire: timing === 'current',
    editDiscount: timing !== 'expired',
  };
}

/**
 * The inline discount edit (§2, §5): 0 to 1 in steps of 0.05, checked without float noise (0.15 is fine);
 * an expired offer (given as `options.offer`) is not updatable ('Expired records are not updatable').
 * The value is the discount snapped to its step.
 */
export function validateOfferDiscountEdit(
  input: unknown,
  options: { offer?: { fecha_desde: DateInput; fecha_hasta: DateInput }; now?: Date | number } = {},
): Result<number> {
  if (options.offer && offerTiming(options.offer, nowOf(options)) === 'expired')
    return fail({ path: 'descuento_oferta', message: messages.notUpdatable });
  const { min, max, step } = OFFER_DISCOUNT_FRACTION;
  const discount = toNumber(input);
  if (discount === undefined) return fail({ path: 'descuento_oferta', message: form.required('discount') });
  if (discount < min || discount > max)
    return fail({ path: 'descuento_oferta', message: form.between('discount', min, max) });
  const steps = discount / step;
  if (Math.abs(steps - Math.round(steps)) > 1e-9)
    return fail({ path: 'descuento_oferta', message: form.step('discount', step) });
  return ok(Math.round(steps) / Math.round(1 / step));
}
