import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containerUrlSegments,
  folderPath,
  isDotSegment,
  normalisePath,
  parentPath,
  parseObjectPath,
  pathSegments,
} from './content-path';

/** Path-like text: segments drawn from a few that matter (dots, empty, '%') and from any string. */
const segment = fc.oneof(
  fc.constantFrom('.', '..', '', 'bodegas', 'vega-sicilia', '%41', 'viña tondonia', 'db', 'guillotina'),
  fc.string(),
);
const pathText = fc.array(segment, { maxLength: 8 }).map((segments) => segments.join('/'));
/** A real object id: no '/', not a dot segment. */
const objectId = fc.string({ minLength: 1 }).filter((s) => !s.includes('/') && !isDotSegment(s));

describe('normalisePath', () => {
  it.each([
    ['/bodegas/vega-sicilia/', '/bodegas/vega-sicilia/'],
    ['bodegas/vega-sicilia', '/bodegas/vega-sicilia/'],
    ['//bodegas//', '/bodegas/'],
    ['', '/'],
    ['/', '/'],
    ['/bodegas/./vega-sicilia', '/bodegas/vega-sicilia/'],
    ['/bodegas/../landings/', '/landings/'],
    ['/../../bodegas', '/bodegas/'],
    ['/bodegas/..', '/'],
    ['/a%2E%2E/', '/a%2E%2E/'],
  ])('reads %j as %j', (input, expected) => expect(normalisePath(input)).toBe(expected));

  it('gives the same path when normalising twice as once', () => {
    fc.assert(
      fc.property(pathText, (path) => {
        expect(normalisePath(normalisePath(path))).toBe(normalisePath(path));
      }),
    );
  });

  it('leaves no empty, . or .. segment, with one slash at each end', () => {
    fc.assert(
      fc.property(pathText, (path) => {
        const normal = normalisePath(path);
        expect(normal.startsWith('/') && normal.endsWith('/')).toBe(true);
        expect(normal.slice(1, -1).split('/').filter(Boolean).some(isDotSegment)).toBe(false);
        expect(normal === '/' || !normal.slice(1, -1).split('/').includes('')).toBe(true);
      }),
    );
  });

  it('keeps the segments of a path that has no dot segment', () => {
    fc.assert(
      fc.property(fc.array(objectId, { maxLength: 6 }), (ids) => {
        expect(pathSegments(normalisePath(ids.join('/')))).toEqual(ids);
      }),
    );
  });
});

describe('parentPath', () => {
  it.each([
    ['/bodegas/vega-sicilia/', '/bodegas/'],
    ['bodegas/vega-sicilia', '/bodegas/'],
    ['/bodegas/', '/'],
    ['/', '/'],
    ['/bodegas/vega/..', '/'],
  ])('the folder of %j is %j', (input, expected) => expect(parentPath(input)).toBe(expected));
});

describe('folderPath and pathSegments', () => {
  it('write and read segments', () => {
    expect(folderPath([])).toBe('/');
    expect(folderPath(['bodegas', 'x'])).toBe('/bodegas/x/');
    expect(pathSegments('/bodegas//x/')).toEqual(['bodegas', 'x']);
    expect(pathSegments('/')).toEqual([]);
  });
});

describe('containerUrlSegments', () => {
  it.each([
    ['http://localhost:8080/db/guillotina/bodegas/vi%C3%B1a%20tondonia', ['bodegas', 'viña tondonia']],
    ['https://api.example/prefix/db/guillotina/a?x=1#y', ['a']],
    ['http://x/db/guillotina', []],
    ['http://x/db/guillotina/', []],
    ['/db/guillotina/bodegas/@sharing', ['bodegas', '@sharing']],
    ['/db/guillotina', []],
    ['/db/guillotina/a%2Fb', ['a/b']],
  ])('reads %j as %j', (url, expected) => expect(containerUrlSegments(url)).toEqual(expected));

  it.each([
    ['a URL outside the container', 'http://x/other/bodegas'],
    ['a container name that only starts the same', 'http://x/db/guillotinas/a'],
    ['a path outside the container', '/db/erp/offers'],
    ['a malformed escape', '/db/guillotina/a%E0%A4%A'],
  ])('refuses %s', (_, url) => expect(containerUrlSegments(url)).toBeUndefined());
});

describe('parseObjectPath', () => {
  it.each([
    ['/bodegas/x/', ['bodegas', 'x']],
    [' bodegas/x ', ['bodegas', 'x']],
    ['/', []],
    ['', []],
    ['/a%20b/', ['a%20b']],
    ['http://x/db/guillotina/a%20b', ['a b']],
    ['/db/guillotina/bodegas/x', ['bodegas', 'x']],
  ])('reads %j as %j', (input, expected) => expect(parseObjectPath(input)).toEqual(expected));

  it.each([
    ['a .. segment', '/a/../b'],
    ['a . segment', './a'],
    ['an encoded .. in a URL', 'http://x/db/guillotina/a/%2E%2E'],
    ['an encoded slash in a URL', 'http://x/db/guillotina/a%2Fb'],
    ['a malformed escape', 'http://x/db/guillotina/%ZZ'],
    ['a URL outside the container', 'https://evil.example/bodegas/x'],
  ])('names no object with %s', (_, input) => expect(parseObjectPath(input)).toBeUndefined());

  it('never answers a dot segment or a segment holding a slash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pathText,
          pathText.map((p) => `http://x/db/guillotina/${p}`),
        ),
        (input) => {
          const segments = parseObjectPath(input);
          if (segments)
            expect(segments.some((s) => isDotSegment(s) || s.includes('/') || s === '')).toBe(false);
        },
      ),
    );
  });

  it('reads back the ids of an object from its path and from its encoded URL', () => {
    fc.assert(
      fc.property(
        fc.array(
          objectId.filter((s) => s.trim() === s),
          { maxLength: 5 },
        ),
        (ids) => {
          const url = `http://x/db/guillotina/${ids.map(encodeURIComponent).join('/')}`;
          expect(parseObjectPath(url)).toEqual(ids);
          if (ids[0] !== 'db') expect(parseObjectPath(folderPath(ids))).toEqual(ids);
        },
      ),
    );
  });
});
