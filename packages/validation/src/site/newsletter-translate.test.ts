import { describe, expect, it } from 'vitest';
import { translationsToOverwrite, validateTranslateRequest } from './newsletter-translate';

describe('validateTranslateRequest', () => {
  it('takes a Spanish text for en, fr, de or it, of the subject or an h1, p, h2, w section', () => {
    for (const target_lang of ['en', 'fr', 'de', 'it'])
      for (const id_tipo of ['subject', 'h1', 'p', 'h2', 'w'])
        expect(validateTranslateRequest({ text: 'Hola', target_lang, id_tipo })).toEqual({
          ok: true,
          value: { text: 'Hola', target_lang, id_tipo },
        });
  });

  it.each([
    [{ text: 'Hola', target_lang: 'es', id_tipo: 'p' }, 'target_lang'],
    [{ text: 'Hola', target_lang: 'pt', id_tipo: 'p' }, 'target_lang'],
    [{ text: 'Hola', target_lang: 'en', id_tipo: 'btn' }, 'id_tipo'],
    [{ target_lang: 'en', id_tipo: 'p' }, 'text'],
    [{ text: 'x'.repeat(20_001), target_lang: 'en', id_tipo: 'p' }, 'text'],
  ])('refuses %j at %s', (body, path) => {
    const result = validateTranslateRequest(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual([path]);
  });
});

describe('translationsToOverwrite', () => {
  it.each([
    ['nothing but Spanish', { es: 'Hola' }, []],
    [
      'blank texts and empty rich texts',
      { es: 'Hola', en: ' ', fr: '<p></p>', de: '<p>&nbsp;</p>', it: '' },
      [],
    ],
    [
      'the targets that have text, in the helper order',
      { es: 'Hola', it: 'Ciao', en: '<p>Hi</p>' },
      ['en', 'it'],
    ],
    ['not a map', 'Hola', []],
  ])('%s', (_name, texts, languages) => {
    expect(translationsToOverwrite(texts)).toEqual(languages);
  });
});
