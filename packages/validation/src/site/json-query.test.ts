import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonQuery } from './json-query';
import { issuesOf, neverThrows } from './test-support';

describe('parseJsonQuery', () => {
  it('parses JSON and treats blank text as no query', () => {
    expect(parseJsonQuery('{"groups": ["a"]}')).toEqual({ ok: true, value: { groups: ['a'] } });
    expect(parseJsonQuery('  ')).toEqual({ ok: true, value: null });
  });
  it.each([['{groups: 1}'], ["{'a': 1}"], ['[1,'], [42]])('refuses %j with JSON inválido', (text) => {
    expect(issuesOf(parseJsonQuery(text))).toEqual([['query', 'JSON inválido']]);
  });
  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseJsonQuery(JSON.stringify(value));
        expect(result.ok && JSON.stringify(result.value)).toBe(JSON.stringify(value));
      }),
    );
  });
  it('never throws', () => neverThrows((input) => parseJsonQuery(input)));
});
