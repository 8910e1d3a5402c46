import { asArray, asRecord, asText, toNumber } from '../fields';
import { isBeforeTodayInMadrid } from '../madrid-time';
import { hasAtMostDecimals } from '../money';
import { nowOf, parseInstant } from '../parse-instant';
import { fail, type Issue, ok, type Result } from '../result';
import {
  DTP_TARIFF,
  FREE_SHIPPING_AMOUNT_DECIMALS,
  FREE_SHIPPING_TARIFFS,
  type FreeShippingTariff,
} from './constants';
import type { ErpFreeShippingRateRecord } from './erp-records';
import { commerceMessages } from './messages';

const { form, freeShipping } = commerceMessages;

/** The add drawer's free shipping rate (§3): the stored rate for several countries, one rate per country is created from it. */
export type FreeShippingRate = Omit<ErpFreeShippingRateRecord, 'id' | 'pais'> & { pais: string[] };

/** A tariff as typed or sent, trimmed and lower-case: ' DTP' is dtp. Anything not text is ''. */
export const normaliseTariff = (value: unknown): string => asText(value).toLowerCase();

export const isFreeShippingTariff = (value: string): value is FreeShippingTariff =>
  (FREE_SHIPPING_TARIFFS as readonly string[]).includes(value);

/** The dtp tariff (in any case, with spaces around) forces both minimums to 0 (§5). */
export const forcesZeroMinimums = (tarifa: unknown): boolean => normaliseTariff(tarifa) === DTP_TARIFF;

function readMinimum(value: unknown, at: string, label: string, issues: Issue[]): number {
  const amount = toNumber(value);
  if (amount === undefined) issues.push({ path: at, message: form.required(label) });
  else if (amount < 0) issues.push({ path: at, message: form.atLeast(label, 0) });
  else if (!hasAtMostDecimals(amount, FREE_SHIPPING_AMOUNT_DECIMALS))
    issues.push({ path: at, message: form.maxDecimals(label, FREE_SHIPPING_AMOUNT_DECIMALS) });
  return amount ?? 0;
}

/**
 * Free shipping rate (§5): countries (pais, one or more), tariff (tarifa: one of {@link FREE_SHIPPING_TARIFFS},
 * trimmed and lower-cased) and duration (desde, hasta) are required; the minimum cart sum (cart_amount) and minimum unit price (min_precio_uni) are required and at
 * least 0 with at most 2 decimals (money, refused rather than rounded) unless the tariff is dtp, which sets both
 * to 0. The start must not be before today in Madrid; the spec gives no wording, so the rate has its own (not in
 * the spec: "The free shipping rate shouldn't start in the past").
 * Dates without a time run from 00:00:00 to 23:59:59 Madrid; the value holds ISO instants.
 */
export function validateFreeShippingRate(
  input: unknown,
  options?: { now?: Date | number },
): Result<FreeShippingRate> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const countries = typeof record.pais === 'string' ? [record.pais] : asArray(record.pais);
  const pais = [...new Set(countries.map(asText).filter((country) => country !== ''))];
  if (pais.length === 0) issues.push({ path: 'pais', message: form.required('countries') });
  const tarifa = normaliseTariff(record.tarifa);
  if (tarifa === '') issues.push({ path: 'tarifa', message: form.required('tariff') });
  else if (!isFreeShippingTariff(tarifa))
    issues.push({ path: 'tarifa', message: freeShipping.unknownTariff });
  const dtp = tarifa === DTP_TARIFF;
  const cart_amount = dtp ? 0 : readMinimum(record.cart_amount, 'cart_amount', 'minimum cart sum', issues);
  const min_precio_uni = dtp
    ? 0
    : readMinimum(record.min_precio_uni, 'min_precio_uni', 'minimum unit price', issues);

  const start = parseInstant(record.desde);
  const end = parseInstant(record.hasta, true);
  if (start === undefined || end === undefined)
    issues.push({ path: 'desde', message: form.required('duration') });
  else if (isBeforeTodayInMadrid(start, nowOf(options)))
    issues.push({ path: 'desde', message: freeShipping.startInThePast });
  else if (end.getTime() < start.getTime()) issues.push({ path: 'hasta', message: form.endBeforeStart });

  if (issues.length > 0 || start === undefined || end === undefined || !isFreeShippingTariff(tarifa))
    return fail(...issues);
  return ok({
    pais,
    tarifa,
    cart_amount,
    min_precio_uni,
    desde: start.toISOString(),
    hasta: end.toISOString(),
  });
}
