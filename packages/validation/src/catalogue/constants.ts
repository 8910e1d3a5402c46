import { PERCENT_RANGE } from '../percent';
import { TIMERS } from '../timers';

/** Option state (estado) values of catalogue-editors §4, in the spec's order. */
export const OPTION_STATES = [
  'new_product',
  'selling',
  'notavailable',
  'descatalogued',
  'invalid',
  'discontinued',
] as const;
export type OptionState = (typeof OPTION_STATES)[number];

/**
 * The colour of each option state's tag (§2 Options tab: "each shown with its own colour"; the spec names none).
 * Tailwind palette names, one distinct hue per state: new is blue, on sale green, out of stock amber,
 * descatalogued gray, invalid red, discontinued purple.
 */
export const OPTION_STATE_COLOURS: Readonly<Record<OptionState, string>> = {
  new_product: 'blue',
  selling: 'green',
  notavailable: 'amber',
  descatalogued: 'gray',
  invalid: 'red',
  discontinued: 'purple',
};

export const isOptionState = (value: unknown): value is OptionState =>
  (OPTION_STATES as readonly unknown[]).includes(value);

/** Image slots of each product reference (§2 Images screen, §3 Images). */
export const IMAGE_SLOTS = ['anv800', 'rev800', 'art800', 'o4', 'o5'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];
export type ImageExtension = 'jpg' | 'png';

/** Extension each slot takes (§5): jpg for o4, o5 and art800, png for the others. */
export const IMAGE_SLOT_EXTENSIONS: Readonly<Record<ImageSlot, ImageExtension>> = {
  anv800: 'png',
  rev800: 'png',
  art800: 'jpg',
  o4: 'jpg',
  o5: 'jpg',
};

/** Slots whose files upload last on the Images screen (§4). */
export const LATE_UPLOAD_SLOTS: readonly ImageSlot[] = ['o4', 'o5'];

/** Countries of §9 with their display names (`an` is read as Andorra, `ho` Netherlands, `po` Portugal). */
export const COUNTRY_NAMES = {
  fr: 'France',
  de: 'Germany',
  an: 'Andorra',
  at: 'Austria',
  be: 'Belgium',
  bg: 'Bulgaria',
  es: 'Spain',
  it: 'Italy',
  lu: 'Luxembourg',
  ho: 'Netherlands',
  pl: 'Poland',
  po: 'Portugal',
  ro: 'Romania',
  uk: 'United Kingdom',
  cz: 'Czech Republic',
  ch: 'Switzerland',
  se: 'Sweden',
} as const;
export type Country = keyof typeof COUNTRY_NAMES;

/** Countries in the spec's order. */
export const COUNTRIES = Object.keys(COUNTRY_NAMES) as Country[];

/** Countries the retailer delivers to (§9), in the spec's order. */
export const DELIVERY_COUNTRIES = [
  'an',
  'at',
  'be',
  'ch',
  'de',
  'es',
  'fr',
  'se',
  'ho',
  'it',
  'uk',
  'po',
] as const satisfies readonly Country[];
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

export const isCountry = (value: unknown): value is Country =>
  typeof value === 'string' && Object.hasOwn(COUNTRY_NAMES, value);

/** Bottle format codes and their names, as §9 writes them. */
export const BOTTLE_FORMATS = {
  b3: 'Bag in box 3L',
  b5: '5L',
  dc: 'Balthazar',
  dm: 'Doble Magnum',
  ma: 'Magnum',
  mt: 'Imperial',
  na: 'Nabuchodonosor',
  pr: 'Primat',
  sa: 'Melchior',
  sz: 'Salmanazar',
} as const;
export type BottleFormat = keyof typeof BOTTLE_FORMATS;

/** Litres of each capacity code (§9). Its keys are the capacidad list; '75' (0.75 L) is the default. */
export const BOTTLE_LITRES = {
  '75': 0.75,
  ma: 1.5,
  dm: 3,
  je: 5,
  mt: 6,
  sz: 9,
  dc: 12,
  na: 15,
  sa: 18,
  pr: 27,
  cu: 0.025,
  li: 1,
} as const;
export type CapacityCode = keyof typeof BOTTLE_LITRES;

/** The capacidad codes: '75' first, then the spec's order. */
export const CAPACITY_CODES = Object.keys(BOTTLE_LITRES) as CapacityCode[];

export const isCapacityCode = (value: unknown): value is CapacityCode =>
  typeof value === 'string' && Object.hasOwn(BOTTLE_LITRES, value);

/** Capacity code of a pack content group key without one (§9). */
export const DEFAULT_PACK_CAPACITY: CapacityCode = '75';

export interface ImageSize {
  width: number;
  height: number;
}

/** Timers and limits of catalogue-editors §9. */
export const CATALOGUE_LIMITS = {
  lockRefreshMs: TIMERS.lockRefresh,
  auditLogPageSize: 20,
  productSearchSuggestions: 15,
  productSearchDebounceMs: 320,
  priceComparatorPageSize: 25,
  /** A competitor date younger than this shows 'Now'. */
  competitorNowMs: 5_000,
  editorHeightPx: 300,
  defaultMapZoom: 16,
  percentMin: PERCENT_RANGE.min,
  percentMax: PERCENT_RANGE.max,
  packQuantityMin: 1,
} as const;

export const PACK_IMAGE_SIZE: Readonly<ImageSize> = { width: 453, height: 290 };
export const MAP_IMAGE_SIZE: Readonly<ImageSize> = { width: 600, height: 400 };

/** Stock values meaning "unlimited" (§9): the shared constant. */
export { UNLIMITED_STOCK_VALUES } from '../stock';

/** Type prefixes of a product's tipo (§3). */
export const TIPO_PREFIXES = { pack: '/pk', complement: '/co', wine: '/vi' } as const;
export type TipoKind = keyof typeof TIPO_PREFIXES;

/** Behaviour keys of the SEO and ContentReview tabs' saves (§7): each PATCH sends its fields under its key. */
export const SEO_BEHAVIOR = 'api.behaviors.seo.ISeoBehavior';
export const CONTENT_REVIEW_BEHAVIOR = 'api.behaviors.content_review.IContenidosRevisadosBehavior';
