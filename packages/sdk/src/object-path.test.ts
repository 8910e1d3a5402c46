import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeContentPath } from './object-path';

describe('content paths in URLs', () => {
  it('encodes each segment and keeps slashes as separators', () => {
    expect(serializeContentPath('/db/guillotina/{path}/@lock', { path: '/bodegas/viña tondonia/' })).toBe(
      '/db/guillotina/bodegas/vi%C3%B1a%20tondonia/@lock',
    );
    expect(
      serializeContentPath('/db/guillotina/{path}/@upload/{field}', { path: '/a/', field: 'image header' }),
    ).toBe('/db/guillotina/a/@upload/image%20header');
  });

  it('addresses the root without an empty segment', () => {
    expect(serializeContentPath('/db/guillotina/{path}/@sharing', { path: '/' })).toBe(
      '/db/guillotina/@sharing',
    );
    expect(serializeContentPath('/db/guillotina/{path}', { path: '/' })).toBe('/db/guillotina/');
  });

  it.each(['/a/../b/', '/./', '/a/.'])(
    'refuses the dot segments of %j, which a URL parser would resolve',
    (path) => {
      expect(() => serializeContentPath('/db/guillotina/{path}/@lock', { path })).toThrow(
        /Invalid content path/,
      );
    },
  );

  it('never lets a segment add or climb a level', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .string({ minLength: 1 })
            .filter((s) => s !== '.' && s !== '..')
            .filter((s) => !s.includes('/')),
          { maxLength: 5 },
        ),
        (segments) => {
          const url = serializeContentPath('/db/guillotina/{path}/@lock', { path: segments.join('/') });
          expect(new URL(url, 'http://x').pathname).toBe(url);
          const parts = url.split('/').slice(3, -1);
          expect(parts).toHaveLength(segments.length);
          expect(parts.map(decodeURIComponent)).toEqual(segments);
        },
      ),
    );
  });
});
