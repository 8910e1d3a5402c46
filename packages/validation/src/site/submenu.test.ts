import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSubmenuJson, submenuTexts, validateSubmenu } from './submenu';
import { issuesOf, neverThrows } from './test-support';

const item = { selector: 'a.menu', value: '/tintos/', label: 'Tintos' };

describe('parseSubmenuJson', () => {
  it('accepts a list of items, keeping extra keys', () => {
    expect(parseSubmenuJson(JSON.stringify([{ ...item, extra: 1 }]))).toEqual({
      ok: true,
      value: [{ ...item, extra: 1 }],
    });
    expect(parseSubmenuJson('')).toEqual({ ok: true, value: [] });
    expect(parseSubmenuJson([item])).toEqual({ ok: true, value: [item] });
  });
  it.each([
    ['[{'],
    ['{}'],
    [JSON.stringify([{ selector: 'a', value: 'b' }])],
    [JSON.stringify([{ ...item, label: 3 }])],
    [7],
  ])('%j gives invalid json', (text) => {
    expect(issuesOf(parseSubmenuJson(text, 'en'))).toEqual([['en', 'invalid json']]);
  });
  it('never accepts a list with an item lacking a string field', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ selector: fc.string(), value: fc.string(), label: fc.option(fc.integer()) })),
        (items) => {
          const result = parseSubmenuJson(JSON.stringify(items));
          expect(result.ok).toBe(items.length === 0);
        },
      ),
    );
  });
});

describe('validateSubmenu', () => {
  it('parses every language and reports bad ones by language', () => {
    expect(validateSubmenu({ es: JSON.stringify([item]) })).toEqual({
      ok: true,
      value: { es: [item], it: [], fr: [], de: [], en: [] },
    });
    expect(issuesOf(validateSubmenu({ es: '[', fr: '{}' }))).toEqual([
      ['es', 'invalid json'],
      ['fr', 'invalid json'],
    ]);
  });
  it('never throws', () => neverThrows(validateSubmenu));
});

describe('submenuTexts', () => {
  it('gives each language its list as indented JSON that parses back, blank when empty or missing', () => {
    const es = [{ selector: 'tag', value: '/tags/uva/gar', label: 'Garnacha' }];
    const texts = submenuTexts({ es, en: [] });
    expect(texts.es).toBe(JSON.stringify(es, null, 2));
    expect(texts).toMatchObject({ en: '', fr: '', it: '', de: '' });
    expect(validateSubmenu(texts)).toEqual({ ok: true, value: { es, en: [], fr: [], it: [], de: [] } });
    expect(submenuTexts(undefined).es).toBe('');
  });
});
