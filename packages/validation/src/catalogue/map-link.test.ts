import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMapLink, validateMapLinkField } from './map-link';

const BAD = 'The map link must be an absolute URL containing /@lat,lng,zoomz';

describe('parseMapLink', () => {
  it.each([
    [
      'https://www.google.com/maps/place/Bodega/@42.4631,-2.4434,15z/data=!3m1',
      { lat: 42.4631, lng: -2.4434, zoom: 15 },
    ],
    ['https://maps.example/@40.4168,-3.7038', { lat: 40.4168, lng: -3.7038, zoom: 16 }],
    ['https://maps.example/@40.4168,-3.7038,17m/data', { lat: 40.4168, lng: -3.7038, zoom: 16 }],
    [' https://maps.example/x/@-90,180,3.5z ', { lat: -90, lng: 180, zoom: 3.5 }],
  ])('reads %s', (url, value) => {
    expect(parseMapLink(url)).toEqual({ ok: true, value });
  });

  it.each([
    '',
    null,
    '/@40.4,-3.7,15z',
    'maps.example/@40.4,-3.7,15z',
    'https://maps.example/place/Bodega',
    'https://maps.example/@40.4',
    'https://maps.example/@91,0,15z',
    'https://maps.example/@0,180.5,15z',
    'https://maps.example/?q=@40.4,-3.7',
  ])('refuses %j', (url) => {
    expect(parseMapLink(url)).toEqual({ ok: false, issues: [{ path: 'googlemap_url', message: BAD }] });
  });

  it('round-trips generated coordinates, zoom 16 when absent', () => {
    const lat = fc.double({ min: -90, max: 90, noNaN: true }).map((n) => Math.round(n * 1e6) / 1e6 + 0);
    const lng = fc.double({ min: -180, max: 180, noNaN: true }).map((n) => Math.round(n * 1e6) / 1e6 + 0);
    fc.assert(
      fc.property(lat, lng, fc.option(fc.integer({ min: 0, max: 21 })), (la, ln, zoom) => {
        const url = `https://www.google.com/maps/@${la},${ln}${zoom === null ? '' : `,${zoom}z`}`;
        expect(parseMapLink(url)).toEqual({ ok: true, value: { lat: la, lng: ln, zoom: zoom ?? 16 } });
      }),
    );
  });

  it('never accepts a URL without coordinates, and never throws', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        fc.pre(!/\/@[+-]?\d/.test(url));
        expect(parseMapLink(url).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (input) => {
        const result = parseMapLink(input);
        if (result.ok) expect(String(input)).toMatch(/^\s*https?:\/\/\S*\/@[+-]?\d/i);
      }),
    );
  });
});

describe('validateMapLinkField', () => {
  it.each([undefined, null, ''])('takes %j as no map link', (input) => {
    expect(validateMapLinkField(input)).toEqual({ ok: true, value: '' });
  });

  it('takes a link with coordinates and refuses one without, under the field', () => {
    const link = 'https://maps.example/@40.4168,-3.7038,15z';
    expect(validateMapLinkField(link)).toEqual({ ok: true, value: link });
    expect(validateMapLinkField('https://maps.example/place/Bodega')).toEqual({
      ok: false,
      issues: [{ path: 'googlemap_url', message: BAD }],
    });
  });
});
