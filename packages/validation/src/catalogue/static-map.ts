import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { CATALOGUE_LIMITS, type ImageSize, MAP_IMAGE_SIZE } from './constants';
import type { MapPoint } from './map-link';

/** What the static-map service draws: a point of the map at a zoom, as an image of a size. */
export interface StaticMapRequest extends MapPoint, ImageSize {}

/** Zoom levels of a web map, and the largest side of an image the static-map service draws. */
export const STATIC_MAP_LIMITS = { minZoom: 0, maxZoom: 22, minSide: 16, maxSide: 2048 } as const;

/** The static map of a map link's point (catalogue-editors §2, §9: the location map is 600x400). */
export const staticMapRequestFor = (point: MapPoint, size: ImageSize = MAP_IMAGE_SIZE): StaticMapRequest => ({
  ...point,
  ...size,
});

const numberIn = (
  issues: Issue[],
  input: Readonly<Partial<Record<keyof StaticMapRequest, unknown>>>,
  name: keyof StaticMapRequest,
  min: number,
  max: number,
  fallback?: number,
  whole = false,
): number => {
  const raw = input[name];
  if ((raw === undefined || raw === '') && fallback !== undefined) return fallback;
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(value)) issues.push({ path: name, message: formMessages.number(name) });
  else if (whole && !Number.isInteger(value))
    issues.push({ path: name, message: formMessages.wholeNumber(name) });
  else if (value < min || value > max)
    issues.push({ path: name, message: formMessages.between(name, min, max) });
  return value;
};

/**
 * The query of the static-map service (`lat`, `lng`, `zoom`, `width`, `height`, numbers or their text): lat
 * within -90..90, lng within -180..180, a whole zoom 0..22 (16 when absent, as a map link without one),
 * width and height whole numbers of 16..2048 pixels (600x400 when absent).
 */
export function validateStaticMapRequest(
  input: Readonly<Partial<Record<keyof StaticMapRequest, unknown>>>,
): Result<StaticMapRequest> {
  const issues: Issue[] = [];
  const { minZoom, maxZoom, minSide, maxSide } = STATIC_MAP_LIMITS;
  const request: StaticMapRequest = {
    lat: numberIn(issues, input, 'lat', -90, 90),
    lng: numberIn(issues, input, 'lng', -180, 180),
    zoom: numberIn(issues, input, 'zoom', minZoom, maxZoom, CATALOGUE_LIMITS.defaultMapZoom, true),
    width: numberIn(issues, input, 'width', minSide, maxSide, MAP_IMAGE_SIZE.width, true),
    height: numberIn(issues, input, 'height', minSide, maxSide, MAP_IMAGE_SIZE.height, true),
  };
  return issues.length > 0 ? fail(...issues) : ok(request);
}
