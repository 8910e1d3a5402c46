import { asRecord, asText, toNumber } from '../fields';
import { currencyForCountry, formatMoney, MONEY_DECIMALS } from '../money';
import { SHOPS } from '../shops';
import { isUnlimitedStock } from '../stock';
import { BOTTLE_FORMATS, BOTTLE_LITRES, DEFAULT_PACK_CAPACITY } from './constants';
import { catalogueMessages } from './messages';
import { isValidOffer, multiUnitOffer } from './offer';

/** One option of a product as the Options tab reads it (catalogue-editors §3): a reference sold in one shop. */
export interface OptionRow {
  /** Its key in the product's `opciones` (`{referencia}-{tienda}`). */
  key: string;
  referencia: string;
  /** The vintage; undefined when the reference has none (packs, complements). */
  anyada: number | undefined;
  capacidad: string;
  /** The shop (`tienda`, or `shop` as §3 names it). */
  shop: string;
  country: string;
  estado: string;
  /** The option as stored, for the rules that read it whole (offer, stock). */
  source: Readonly<Record<string, unknown>>;
}

/** The options of one product reference: a panel of the Options tab. */
export interface OptionReference {
  referencia: string;
  anyada: number | undefined;
  capacidad: string;
  options: OptionRow[];
}

const shopOrder = (shop: string): number => {
  const at = SHOPS.findIndex(({ id }) => id === shop);
  return at === -1 ? SHOPS.length : at;
};

/** The options of a product's `opciones` map; entries that are not objects are skipped. Never throws. */
export function readOptions(opciones: unknown): OptionRow[] {
  return Object.entries(asRecord(opciones)).flatMap(([key, value]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    const source = value as Record<string, unknown>;
    const anyada = toNumber(source.anyada);
    return [
      {
        key,
        referencia: asText(source.referencia) || key.replace(/-[^-]*$/, ''),
        anyada: anyada !== undefined && Number.isInteger(anyada) ? anyada : undefined,
        capacidad: asText(source.capacidad) || DEFAULT_PACK_CAPACITY,
        shop: asText(source.tienda) || asText(source.shop),
        country: asText(source.country),
        estado: asText(source.estado),
        source,
      },
    ];
  });
}

/** Newest vintage first, no vintage last; then by reference, so the order is the same on every load. */
const byVintage = (a: OptionReference, b: OptionReference): number => {
  if (a.anyada !== b.anyada) {
    if (a.anyada === undefined) return 1;
    if (b.anyada === undefined) return -1;
    return b.anyada - a.anyada;
  }
  return a.referencia.localeCompare(b.referencia) || a.capacidad.localeCompare(b.capacidad);
};

const byIndexThenShop = (a: OptionRow, b: OptionRow): number =>
  (toNumber(a.source.index) ?? Number.POSITIVE_INFINITY) -
    (toNumber(b.source.index) ?? Number.POSITIVE_INFINITY) ||
  shopOrder(a.shop) - shopOrder(b.shop) ||
  a.key.localeCompare(b.key);

/**
 * The Options tab's panels (catalogue-editors §2): one per product reference, newest vintage first and the
 * references without a vintage last; each panel's options in their `index` order, then the shops' order.
 */
export function optionReferences(opciones: unknown): OptionReference[] {
  const panels = new Map<string, OptionReference>();
  for (const option of readOptions(opciones)) {
    const panel = panels.get(option.referencia);
    if (panel) {
      panel.options.push(option);
      panel.anyada ??= option.anyada;
    } else
      panels.set(option.referencia, {
        referencia: option.referencia,
        anyada: option.anyada,
        capacidad: option.capacidad,
        options: [option],
      });
  }
  const ordered = [...panels.values()].sort(byVintage);
  for (const panel of ordered) panel.options.sort(byIndexThenShop);
  return ordered;
}

/** A capacity code's name (§9): the bottle format's name ('Magnum'), else its litres ('0.75 L'), else the code. */
export function capacityName(code: string): string {
  const format = BOTTLE_FORMATS[code as keyof typeof BOTTLE_FORMATS];
  if (format) return format;
  const litres = BOTTLE_LITRES[code as keyof typeof BOTTLE_LITRES];
  return litres === undefined ? code : `${litres} L`;
}

/** A panel's title: its reference, its vintage when it has one, and its capacity ('HE10007 · 2019 · Magnum'). */
export const optionReferenceTitle = (panel: Pick<OptionReference, 'referencia' | 'anyada' | 'capacidad'>) =>
  [panel.referencia, panel.anyada, capacityName(panel.capacidad)]
    .filter((part) => part !== undefined)
    .join(' · ');

/** The currency of an option's prices (§9, contract.md): GBP for the UK shop, EUR for every other shop. */
export function optionCurrency(option: Pick<OptionRow, 'shop' | 'country'>): 'GBP' | 'EUR' {
  const shop = SHOPS.find(({ id }) => id === option.shop);
  return currencyForCountry(shop?.country ?? option.country);
}

const money = (amount: number | undefined, option: OptionRow): string =>
  amount === undefined ? '' : formatMoney(amount, optionCurrency(option));

/** The price without taxes (§3 precio_sin_impuestos) with 2 decimals in the shop's currency; '' when none. */
export const optionPriceText = (option: OptionRow): string =>
  money(toNumber(option.source.precio_sin_impuestos), option);

/**
 * The price with taxes (P.IVA): the stored `precio` when there is one, else the price without taxes times one
 * plus the tax rate (`impuestos`, a fraction), to the cent. Undefined when neither can be known.
 */
export function priceWithTax(option: Pick<OptionRow, 'source'>): number | undefined {
  const stored = toNumber(option.source.precio);
  if (stored !== undefined) return stored;
  const price = toNumber(option.source.precio_sin_impuestos);
  const rate = toNumber(option.source.impuestos);
  if (price === undefined || rate === undefined) return undefined;
  const scale = 10 ** MONEY_DECIMALS;
  return Math.round(price * (1 + rate) * scale) / scale;
}

export const optionPriceWithTaxText = (option: OptionRow): string => money(priceWithTax(option), option);

/**
 * The Offer column (§9): the offer price when the offer is valid (`isValidOffer`), a multi-unit offer as its buy
 * units plus its free units ('5 + 1'), else ''.
 */
export function optionOfferText(option: OptionRow): string {
  if (isValidOffer(option.source))
    return money(toNumber(asRecord(option.source.oferta).precio_oferta), option);
  const units = multiUnitOffer(option.source);
  return units ? `${units.buy} + ${units.free}` : '';
}

/**
 * The Last units column (§9 stock): 'Unlimited' when the stock is -1 or 9999 or the product is advanced
 * (caracteristicas.avanzada); else, for an option on its last units, its stock when known or 'Yes'; else 'No'.
 */
export function optionLastUnitsText(option: Pick<OptionRow, 'source'>): string {
  const { source } = option;
  const advanced = asRecord(source.caracteristicas).avanzada === true;
  const words = catalogueMessages.options;
  if (isUnlimitedStock(source.stock, { advanced })) return words.unlimited;
  if (source.ultimas_unidades !== true) return words.no;
  const stock = toNumber(source.stock);
  return stock === undefined ? words.yes : String(stock);
}

/**
 * The option's page in the old back-office (§2 Options tab: the Country link; the spec gives no address, see
 * docs/decisions.md): `{backoffice}productos/{referencia}?tienda={shop}`, `backoffice` being the back-office's
 * root ('/administracion/').
 */
export function backofficeProductHref(backoffice: string, option: Pick<OptionRow, 'referencia' | 'shop'>) {
  const root = backoffice.endsWith('/') ? backoffice : `${backoffice}/`;
  return `${root}productos/${encodeURIComponent(option.referencia)}?tienda=${encodeURIComponent(option.shop)}`;
}
