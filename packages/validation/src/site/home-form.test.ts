import { describe, expect, it } from 'vitest';
import { validateHome } from './home';
import { HOME_SECTION_TYPES } from './home-constants';
import {
  HOME_FIELD_DEFS,
  HOME_FIELDS_BY_TYPE,
  homeFormValues,
  homePatch,
  homeSectionForm,
  newHomeSection,
} from './home-form';

const stored = {
  date_start: '2026-11-19T23:00:00.000Z',
  date_end: '2026-12-01T22:59:59.000Z',
  sections: [
    { id: 'b', key: 'product-banner', reference: ['DO1'], discount: 10, title: { es: 'Vino', en: '' } },
    { id: 'q', key: 'blog-posts', query: { groups: ['g1', 'g2'] }, hidden: true, for_langs: ['es'] },
    { id: 's', key: 'image-slider', images: [{ src: '/a.jpg', alt: { es: 'A', it: '' } }], height: 320 },
  ],
};

describe('homeFormValues', () => {
  it('reads references, groups and numbers as text, and every section shown for every language by default', () => {
    const values = homeFormValues(stored);
    expect(values.date_start).toBe(stored.date_start);
    expect(values.sections[0]).toMatchObject({
      id: 'b',
      key: 'product-banner',
      hidden: false,
      for_langs: ['es', 'it', 'fr', 'de', 'en'],
      reference: 'DO1',
      discount: '10',
    });
    expect(values.sections[1]).toMatchObject({
      hidden: true,
      for_langs: ['es'],
      query: { groups: 'g1, g2' },
    });
    expect(values.sections[2]).toMatchObject({ height: '320' });
  });
  it('reads a section of no known type as html, and gives a missing id one', () => {
    expect(homeSectionForm({ key: 'carousel' }, 3)).toMatchObject({ id: 'section-4', key: 'html' });
  });
});

describe('homePatch', () => {
  it('gives back the stored home unchanged (without its empty texts)', () => {
    const patch = homePatch(homeFormValues(stored));
    expect(patch.sections[0]).toEqual({
      id: 'b',
      key: 'product-banner',
      hidden: false,
      for_langs: ['es', 'it', 'fr', 'de', 'en'],
      reference: ['DO1'],
      discount: 10,
      title: { es: 'Vino' },
    });
    expect(patch.sections[1]).toMatchObject({ query: { groups: ['g1', 'g2'] } });
    expect(patch.sections[2]).toMatchObject({ images: [{ src: '/a.jpg', alt: { es: 'A' } }], height: 320 });
  });
  it('turns typed references into a list, drops cleared fields and keeps "no filter"', () => {
    const section = {
      ...newHomeSection('product-image', 'n'),
      reference: ' a, b c ',
      discount: '',
      theme: '',
      filter: '',
      query: { groups: '' },
    };
    expect(homePatch({ date_start: 'x', date_end: 'y', sections: [section] }).sections[0]).toEqual({
      id: 'n',
      key: 'product-image',
      hidden: false,
      for_langs: ['es', 'it', 'fr', 'de', 'en'],
      reference: ['a', 'b', 'c'],
      filter: '',
    });
  });
  it("is what the home rule checks: the form's issues name the form's fields", () => {
    const values = homeFormValues(stored);
    values.sections[0] = { ...values.sections[0], reference: 'a, b', discount: '150' } as never;
    const result = validateHome(homePatch(values));
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'sections.0.reference',
      'sections.0.discount',
    ]);
  });
});

describe('fields by type', () => {
  it('gives every type its fields, each with a kind and a label', () => {
    for (const type of HOME_SECTION_TYPES) {
      expect(HOME_FIELDS_BY_TYPE[type].length).toBeGreaterThan(0);
      for (const field of HOME_FIELDS_BY_TYPE[type]) expect(HOME_FIELD_DEFS[field].label).not.toBe('');
    }
  });
  it('edits every section field of §3 in some type', () => {
    const edited = new Set(Object.values(HOME_FIELDS_BY_TYPE).flat());
    expect([...edited].sort()).toEqual(Object.keys(HOME_FIELD_DEFS).sort());
  });
});
