import { describe, expect, it } from 'vitest';
import { landingDataFieldOf, landingSectionsFieldOf } from './landing-field-of';

describe('landing field of', () => {
  it.each([
    ['title.es', 'langs.es.title'],
    ['slug.fr', 'langs.fr.slug'],
    ['searchable.en', 'langs.en.searchable'],
    ['publish_date', 'publish_date'],
    ['sections.0.query', null],
  ])('Data: %s shows under %s', (path, field) => expect(landingDataFieldOf(path)).toBe(field));

  it.each([
    ['sections.3.query', 'sections.3.query'],
    ['sections.0.products.value', 'sections.0.products.value'],
    ['sections', null],
    ['title.es', null],
  ])('Sections: %s shows under %s', (path, field) => expect(landingSectionsFieldOf(path)).toBe(field));
});
