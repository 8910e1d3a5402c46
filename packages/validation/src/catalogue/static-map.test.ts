import { describe, expect, it } from 'vitest';
import { parseMapLink } from './map-link';
import { staticMapRequestFor, validateStaticMapRequest } from './static-map';

describe('validateStaticMapRequest', () => {
  it('reads the query text, with zoom 16 and 600x400 by default', () => {
    expect(validateStaticMapRequest({ lat: '42.5', lng: '-2.9' })).toEqual({
      ok: true,
      value: { lat: 42.5, lng: -2.9, zoom: 16, width: 600, height: 400 },
    });
    expect(validateStaticMapRequest({ lat: 0, lng: 180, zoom: '3', width: '16', height: 2048 })).toEqual({
      ok: true,
      value: { lat: 0, lng: 180, zoom: 3, width: 16, height: 2048 },
    });
  });

  it.each([
    [{ lng: '1' }, 'lat', 'The lat must be a number'],
    [{ lat: '91', lng: '1' }, 'lat', 'The lat must be between -90 and 90'],
    [{ lat: '1', lng: '-180.5' }, 'lng', 'The lng must be between -180 and 180'],
    [{ lat: '1', lng: 'x' }, 'lng', 'The lng must be a number'],
    [{ lat: '1', lng: '1', zoom: '16.5' }, 'zoom', 'The zoom must be a whole number'],
    [{ lat: '1', lng: '1', zoom: '23' }, 'zoom', 'The zoom must be between 0 and 22'],
    [{ lat: '1', lng: '1', width: '4000' }, 'width', 'The width must be between 16 and 2048'],
    [{ lat: '1', lng: '1', height: '0' }, 'height', 'The height must be between 16 and 2048'],
  ])('refuses %j at %s', (input, path, message) => {
    expect(validateStaticMapRequest(input)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('asks for the 600x400 map of a map link', () => {
    const link = parseMapLink('https://maps.example/place/x/@40.4168,-3.7038,15z/data=1');
    if (!link.ok) throw new Error('the link is valid');
    const request = staticMapRequestFor(link.value);
    expect(request).toEqual({ lat: 40.4168, lng: -3.7038, zoom: 15, width: 600, height: 400 });
    expect(validateStaticMapRequest(request)).toEqual({ ok: true, value: request });
  });
});
