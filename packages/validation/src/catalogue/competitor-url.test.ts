import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCompetitorUrl } from './competitor-url';
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

  it.each([
    '',
    '   ',
    null,
    42,
    'shop.example/wine',
    'ftp://shop.example',
    'https://',
    'https://bad host',
    'https://-x.example',
    'http://a.example:99999',
    'https://a..b',
  ])('refuses %j with the spec message', (input) => {
    expect(validateCompetitorUrl(input)).toEqual({
      ok: false,
      issues: [{ path: 'url', message: 'Please input the URL' }],
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
