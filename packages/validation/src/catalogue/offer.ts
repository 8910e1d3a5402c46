import { asRecord, toNumber } from '../fields';

/** The offer of an option (catalogue-editors §3). */
export interface OptionOffer {
  precio_oferta?: number | null;
  descuento_especial?: number | boolean | null;
  mUnit?: number | boolean | null;
  uni_compra?: number | null;
  uni_promo?: number | null;
}

export interface MultiUnitOffer {
  /** Units the customer buys. */
  buy: number;
  /** Units given free on top. */
  free: number;
  /** Units the customer takes home: buy plus free. */
  units: number;
}

const positive = (value: unknown): boolean => (toNumber(value) ?? 0) > 0;
const present = (value: unknown): boolean => value === true || positive(value);

/**
 * A plain offer is valid (§9) when the option's price (precio_sin_impuestos) and the offer price are positive and
 * there is no special discount and no units (mUnit, uni_compra, uni_promo). Never throws on any input.
 */
export function isValidOffer(option: unknown): boolean {
  const record = asRecord(option);
  const offer = asRecord(record.oferta);
  return (
    positive(record.precio_sin_impuestos) &&
    positive(offer.precio_oferta) &&
    !present(offer.descuento_especial) &&
    !present(offer.mUnit) &&
    !present(offer.uni_compra) &&
    !present(offer.uni_promo)
  );
}

/**
 * A multi-unit offer (§9) uses buy units plus free units: present when uni_compra and uni_promo are both
 * positive whole numbers, else undefined.
 */
export function multiUnitOffer(option: unknown): MultiUnitOffer | undefined {
  const offer = asRecord(asRecord(option).oferta);
  const buy = toNumber(offer.uni_compra);
  const free = toNumber(offer.uni_promo);
  if (buy === undefined || free === undefined) return undefined;
  if (!Number.isInteger(buy) || !Number.isInteger(free) || buy <= 0 || free <= 0) return undefined;
  return { buy, free, units: buy + free };
}
