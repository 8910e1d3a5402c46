import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

const URL_SAFE = /^[a-z0-9]+(-[a-z0-9]+)*$|^$/;

describe('slugify', () => {
  it.each([
    ['Vega Sicilia Único', 'vega-sicilia-unico'],
    ['  Ribera   del Duero  ', 'ribera-del-duero'],
    ['Año 2015 (Reserva)', 'ano-2015-reserva'],
    ['--Tinto--', 'tinto'],
    ['Garnacha/Tempranillo', 'garnacha-tempranillo'],
    ['Ébène & Co', 'ebene-co'],
    ['Straße', 'strasse'],
    ['¡¡!!', ''],
    ['', ''],
  ])('%j becomes %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });

  it('answers a URL-safe slug for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(slugify(text)).toMatch(URL_SAFE);
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => void expect(slugify(text)).toMatch(URL_SAFE)));
  });
});
