import { isAbsoluteHttpUrl } from '../http-url';
import { fail, ok, type Result } from '../result';
import { CATALOGUE_LIMITS } from './constants';
import { catalogueMessages } from './messages';

export interface MapPoint {
  lat: number;
  lng: number;
  zoom: number;
}

const COORDINATES = /\/@([+-]?\d+(?:\.\d+)?),([+-]?\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?)z)?/;

/**
 * Map link of the winery Town section (catalogue-editors §5): an absolute map URL containing
 * '/@lat,lng,zoomz' (e.g. `https://maps.example/place/x/@40.4168,-3.7038,15z/data=...`). Zoom defaults to 16
 * when absent; lat must be within -90..90 and lng within -180..180. Never accepts a URL without coordinates.
 * The spec has no wording for a bad link: 'The map link must be an absolute URL containing /@lat,lng,zoomz'.
 */
export function parseMapLink(input: unknown): Result<MapPoint> {
  const refuse = fail<MapPoint>({ path: 'googlemap_url', message: catalogueMessages.limits.mapLink });
  const url = typeof input === 'string' ? input.trim() : '';
  if (!isAbsoluteHttpUrl(url)) return refuse;
  const match = COORDINATES.exec(url);
  if (match === null) return refuse;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  const zoom = match[3] === undefined ? CATALOGUE_LIMITS.defaultMapZoom : Number(match[3]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return refuse;
  return ok({ lat, lng, zoom });
}

/**
 * A winery's map link field (catalogue-editors §5): left empty (no map), or a link `parseMapLink` reads. The winery
 * editor refuses the save with its message under the field, and the backend the PATCH, by this one rule.
 */
export function validateMapLinkField(input: unknown): Result<string> {
  if (input === undefined || input === null || input === '') return ok('');
  const point = parseMapLink(input);
  return point.ok ? ok(String(input)) : point;
}
