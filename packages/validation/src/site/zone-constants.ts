/** Region (ZonaGeo) types (§3); a new zone is a 'do'. */
export const ZONE_TYPES = [
  'pais',
  'supraregion',
  'subdivision',
  'ao',
  'ce',
  'cg',
  'de',
  'dc',
  'do',
  'it',
  'oc',
  'vp',
  'vt',
  'va',
] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];
export const DEFAULT_ZONE_TYPE: ZoneType = 'do';

/** Vintage classification ratings. */
export const RATINGS = {
  5: 'Excelente',
  4: 'Muy Buena',
  3: 'Buena',
  2: 'Normal',
  1: 'Mediana',
} as const;
export type RatingCode = keyof typeof RATINGS;
export const RATING_CODES = [5, 4, 3, 2, 1] as const satisfies readonly RatingCode[];

export const ZONE_IMAGE_FIELDS = ['img_bg', 'img_pais', 'img_region', 'img_logo'] as const;
