import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shops';
import { slugify } from '../slugify';
import {
  grapePagePath,
  grapeTagId,
  normaliseTagText,
  tagEditorValues,
  tagImages,
  tagSlugs,
  validateNewTag,
  validateTag,
} from './tag';
import { issuesOf, neverThrows } from './test-support';

describe('tag text and slugs', () => {
  it('falls back to Spanish for empty languages', () => {
    expect(normaliseTagText({ es: 'Garnacha Tinta', fr: ' Grenache ', en: '' })).toEqual({
      es: 'Garnacha Tinta',
      it: 'Garnacha Tinta',
      fr: 'Grenache',
      de: 'Garnacha Tinta',
      en: 'Garnacha Tinta',
    });
  });
  it('slugs each language from its text', () => {
    expect(tagSlugs({ es: 'Vinos de Añada', fr: 'Vins millésimés' })).toMatchObject({
      es: 'vinos-de-anada',
      fr: 'vins-millesimes',
      en: 'vinos-de-anada',
    });
  });
  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('es', 'it', 'fr', 'de', 'en', 'xx'), fc.string()), (text) => {
        const once = normaliseTagText(text);
        expect(normaliseTagText(once)).toEqual(once);
      }),
    );
  });
  it.each([
    ['Tempranillo', 'tem'],
    ['Ull de Llebre', 'ull'],
    ['Pinot Noir', 'pin'],
    ['Àlvarinho', 'alv'],
    ['Vi', 'vi'],
  ])('grape %s has id %s', (name, id) => {
    expect(grapeTagId(name)).toBe(id);
  });
  it('grape ids are at most 3 URL-safe characters of the slug', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const id = grapeTagId(name);
        expect(id).toMatch(/^[a-z0-9]{0,3}$/);
        expect(slugify(name).replace(/-/g, '').startsWith(id)).toBe(true);
      }),
    );
  });
});

describe('validateTag', () => {
  it('answers text with fallback, slugs and comments', () => {
    expect(validateTag({ localized_text: { es: 'Crianza' }, comentario: { es: 'c' } })).toEqual({
      ok: true,
      value: {
        localized_text: { es: 'Crianza', it: 'Crianza', fr: 'Crianza', de: 'Crianza', en: 'Crianza' },
        slug: { es: 'crianza', it: 'crianza', fr: 'crianza', de: 'crianza', en: 'crianza' },
        comentario: { es: 'c', it: '', fr: '', de: '', en: '' },
      },
    });
  });
});

describe('validateNewTag', () => {
  it('gives grape tags the 3-letter id', () => {
    const result = validateNewTag({ type: 'uva', localized_text: { es: 'Monastrell' } });
    expect(result.ok && [result.value.type, result.value.id, result.value.slug.de]).toEqual([
      'uva',
      'mon',
      'monastrell',
    ]);
  });
  it('gives other tags the slug of the id or the Spanish name', () => {
    const named = validateNewTag({ type: 'estilo', localized_text: { es: 'Vino Naranja' } });
    expect(named.ok && named.value.id).toBe('vino-naranja');
    const withId = validateNewTag({
      type: 'estilo',
      id: 'Orange Wine',
      localized_text: { es: 'Vino Naranja' },
    });
    expect(withId.ok && withId.value.id).toBe('orange-wine');
  });
  it.each([
    [{ localized_text: { es: 'x' } }, [['type', 'Debes especificar un tipo de tag']]],
    [
      { type: 'uva', localized_text: { en: 'Syrah' } },
      [['localized_text.es', 'El campo nombre es obligatorio']],
    ],
    [
      { type: 'uva', localized_text: { es: '¡!' } },
      [['localized_text.es', 'El campo nombre es obligatorio']],
    ],
    [
      { type: 'maridaje', localized_text: { es: 'x'.repeat(256) } },
      [['id', 'The id is only 255 characters long']],
    ],
    [
      {},
      [
        ['type', 'Debes especificar un tipo de tag'],
        ['localized_text.es', 'El campo nombre es obligatorio'],
      ],
    ],
  ])('%j', (input, issues) => {
    expect(issuesOf(validateNewTag(input))).toEqual(issues);
  });
  it('never throws', () => {
    neverThrows(validateNewTag);
    neverThrows(validateTag);
  });
});

describe('tagImages', () => {
  it('offers every tag its header image, and a grape its image and one infographic per language', () => {
    expect(tagImages('maridaje')).toEqual([{ field: 'image_header' }]);
    expect(tagImages('uva')).toEqual([
      { field: 'image_header' },
      { field: 'image_grape' },
      ...LANGUAGES.map((language) => ({ field: 'image_infograph', language })),
    ]);
  });
});

describe('grapePagePath', () => {
  it("is the grape's page in the shop's language, its slug escaped", () => {
    expect(grapePagePath('fr', 'grenache')).toBe('/fr/uva/grenache');
    expect(grapePagePath('es', 'ull de llebre')).toBe('/es/uva/ull%20de%20llebre');
  });
});

describe('tagEditorValues', () => {
  it('reads every language of the name and comment, a missing one empty', () => {
    const values = tagEditorValues({ localized_text: { es: 'Garnacha', fr: 'Grenache' }, comentario: null });
    expect(values.localized_text).toEqual({ es: 'Garnacha', it: '', fr: 'Grenache', de: '', en: '' });
    expect(values.comentario).toEqual({ es: '', it: '', fr: '', de: '', en: '' });
  });
});
