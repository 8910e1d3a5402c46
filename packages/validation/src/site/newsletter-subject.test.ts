import { describe, expect, it } from 'vitest';
import { missingSubjectLanguages, validateNewsletterSubject } from './newsletter-subject';
import { issuesOf, neverThrows } from './test-support';

const full = { es: 'Hola', it: 'Ciao', fr: 'Salut', de: 'Hallo', en: 'Hello' };

describe('newsletter subject', () => {
  it('accepts a subject in every language', () => {
    expect(validateNewsletterSubject(full)).toEqual({ ok: true, value: full });
  });
  it.each([
    [{ ...full, it: '', de: ' ' }, undefined, 'The subject is missing in: it, de'],
    [{}, undefined, 'The subject is missing in: es, it, fr, de, en'],
    [{ es: 'x' }, ['es', 'en'] as const, 'The subject is missing in: en'],
  ])('%j', (subject, languages, message) => {
    expect(issuesOf(validateNewsletterSubject(subject, languages))).toEqual([['subject', message]]);
  });
  it('lists missing languages in order', () => {
    expect(missingSubjectLanguages({ es: 'x', fr: 'y' })).toEqual(['it', 'de', 'en']);
  });
  it('never throws', () => neverThrows((input) => validateNewsletterSubject(input)));
});
