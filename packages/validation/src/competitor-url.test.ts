import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCompetitorUrl, validatePriceComparatorUrl } from './competitor-url';
import { isAbsoluteHttpUrl } from './http-url';

describe('validateCompetitorUrl', () => {
  it.each([
    ['https://shop.example/wine/123', 'https://shop.example/wine/123'],
    ['  http://shop.example:8080/a?b=c#d ', 'http://shop.example:8080/a?b=c#d'],
    ['HTTPS://[::1]/x', 'HTTPS://[::1]/x'],
    ['https://user@shop.example', 'https://user@shop.example'],
  ])('accepts %s', (input, value) => {
    expect(validateCompetitorUrl(input)).toEqual({ ok: true, value });
  });

  it.each(['', '   ', null, 42])('refuses %j with the spec message', (input) => {
    expect(validateCompetitorUrl(input)).toEqual({
      ok: false,
      issues: [{ path: 'url', message: 'Please input the URL' }],
    });
  });

  it.each([
    'shop.example/wine',
    'ftp://shop.example',
    'https://',
    'https://bad host',
    'https://-x.example',
    'http://a.example:99999',
    'https://a..b',
  ])('refuses %j as not a URL', (input) => {
    expect(validateCompetitorUrl(input)).toEqual({
      ok: false,
      issues: [{ path: 'url', message: 'Please input a valid URL' }],
    });
  });

  it('accepts generated web URLs and never throws', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        expect(isAbsoluteHttpUrl(url)).toBe(true);
      }),
    );
    fc.assert(fc.property(fc.anything(), (input) => void validateCompetitorUrl(input)));
  });
});

describe('validatePriceComparatorUrl', () => {
  it.each([
    [{ group: 'rioja-crianza' }, 'url', 'Please input the URL'],
    [{ group: 'rioja-crianza', url: 'shop.example/wine' }, 'url', 'Please input a valid URL'],
    [{ group: 'rioja-crianza', url: 'https://shop example/wine' }, 'url', 'Please input a valid URL'],
    [{ url: 'https://shop.example/wine' }, 'group', 'Please input the group'],
  ])('%j gives %s: %s', (input, path, message) => {
    expect(validatePriceComparatorUrl(input)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('accepts an http(s) URL, trimmed', () => {
    expect(validatePriceComparatorUrl({ group: 'g', url: ' https://shop.example:8443/w?id=1#top ' })).toEqual(
      {
        ok: true,
        value: { group: 'g', url: 'https://shop.example:8443/w?id=1#top' },
      },
    );
    expect(isAbsoluteHttpUrl('http://localhost')).toBe(true);
    expect(isAbsoluteHttpUrl('ftp://shop.example')).toBe(false);
  });

  it('accepts generated web URLs and never text with spaces', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(isAbsoluteHttpUrl(url)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(isAbsoluteHttpUrl(`https://${a} ${b}`)).toBe(false);
      }),
    );
  });
});
