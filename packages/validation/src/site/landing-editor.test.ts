import { describe, expect, it } from 'vitest';
import {
  copiedLandingSections,
  landingDataPatch,
  landingDataValues,
  landingSearchBody,
  landingSectionIdTaken,
  landingSectionOut,
  landingSectionsMessages,
  landingSectionsValues,
  moveItem,
  newLandingSection,
  pastedLandingSections,
  pushLandingHistory,
  validateLandingData,
  validateLandingSections,
} from './landing-editor';
import { siteMessages } from './messages';

const blogPost = {
  title: { es: 'Guía', en: 'Guide' },
  slug: { es: 'guia' },
  description: { es: 'Texto' },
  template: 'blog-post',
  for_langs: ['es', 'en'],
  searchable: { es: true, en: false },
  image_src: '/a.jpg',
  post_author: 'Ana',
  publish_date: '2026-03-12',
  labels: ['blog'],
  sections: [
    { id: 'a', template: 'html', html: { es: '<p>a</p>' } },
    { id: 'b', template: 'unknown' },
    {
      id: 'c',
      template: 'product-list',
      products: { type: 'query', value: '{"tipo":"/vi"}' },
      collapsed: true,
    },
  ],
};

describe('landing Data tab', () => {
  it('reads a stored landing per language', () => {
    const values = landingDataValues(blogPost);
    expect(values.langs.es).toEqual({
      enabled: true,
      searchable: true,
      title: 'Guía',
      slug: 'guia',
      description: 'Texto',
    });
    expect(values.langs.fr.enabled).toBe(false);
    expect(values.labels).toBe('blog');
  });

  it('sends nothing when nothing changed', () => {
    const result = validateLandingData(landingDataValues(blogPost));
    expect(result.ok && landingDataPatch(blogPost, result.value)).toEqual({});
  });

  it('sends the changed per-language fields', () => {
    const values = landingDataValues(blogPost);
    values.langs.fr = { enabled: true, searchable: true, title: 'Guide FR', slug: '', description: '' };
    const result = validateLandingData(values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = landingDataPatch(blogPost, result.value);
    expect(body.for_langs).toEqual(['es', 'fr', 'en']);
    expect(body.title).toEqual({ es: 'Guía', fr: 'Guide FR', en: 'Guide' });
    expect(body.searchable).toEqual({ es: true, it: false, fr: true, de: false, en: false });
    expect(body).not.toHaveProperty('post_author');
  });

  it('clears the blog fields when a blog post becomes a landing', () => {
    const values = { ...landingDataValues(blogPost), template: 'landing' as const };
    const result = validateLandingData(values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = landingDataPatch(blogPost, result.value);
    expect(body).toMatchObject({ template: 'landing', post_author: null, publish_date: null, labels: [] });
  });

  it.each([
    ['', 'title.es', 'Please input the title'],
    ['x'.repeat(301), 'title.es', 'The title is only 300 characters long'],
  ])('refuses the Spanish title %#', (title, path, message) => {
    const values = landingDataValues(blogPost);
    values.langs.es.title = title;
    expect(validateLandingData(values)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('refuses a publish date that is not a day', () => {
    const values = { ...landingDataValues(blogPost), publish_date: '12/03/2026' };
    expect(validateLandingData(values).ok).toBe(false);
  });
});

describe('landing Sections tab', () => {
  it('reads the sections of known templates', () => {
    const sections = landingSectionsValues(blogPost);
    expect(sections.map((s) => s.id)).toEqual(['a', 'c']);
    expect(sections[1]?.collapsed).toBe(true);
  });

  it('stores only the template fields that hold something', () => {
    const section = newLandingSection('view-more-button', []);
    section.title.es = 'Ver más';
    section.slug = '/landings/x';
    section.html.es = 'not a field of this template';
    expect(landingSectionOut(section)).toEqual({
      id: 'view-more-button-1',
      template: 'view-more-button',
      title: { es: 'Ver más' },
      slug: '/landings/x',
    });
  });

  it.each([
    ['blog-product-list', 'query', '{bad', 'sections.0.query'],
    ['product-list', 'products', '{bad', 'sections.0.products.value'],
  ] as const)('refuses invalid JSON in a %s', (template, field, text, path) => {
    const section = newLandingSection(template, []);
    if (field === 'query') section.query = text;
    else section.products = { type: 'query', value: text };
    expect(validateLandingSections({ sections: [section] })).toEqual({
      ok: false,
      issues: [{ path, message: siteMessages.query.invalidJson }],
    });
  });

  it('takes refs that are not JSON and a valid query', () => {
    const refs = newLandingSection('product-list', []);
    refs.products = { type: 'refs', value: 'A1,B2' };
    const query = newLandingSection('carousels', [refs]);
    query.products = { type: 'query', value: '{"tipo":"/vi"}' };
    expect(validateLandingSections({ sections: [refs, query] }).ok).toBe(true);
  });

  it('refuses two sections with one id', () => {
    const a = newLandingSection('html', []);
    const result = validateLandingSections({ sections: [a, { ...a }] });
    expect(result.ok).toBe(false);
  });

  it('pastes copied sections with ids of their own', () => {
    const sections = landingSectionsValues(blogPost);
    const pasted = pastedLandingSections(copiedLandingSections(sections), sections);
    expect(pasted?.map((s) => s.id)).toEqual(['a-2', 'c-2']);
    expect(pasted?.[0]?.html.es).toBe('<p>a</p>');
    expect(pastedLandingSections('not json', [])).toBeNull();
    expect(pastedLandingSections('{"kind":"other"}', [])).toBeNull();
    expect(pastedLandingSections(null, [])).toBeNull();
  });

  it('keeps at most 20 states to undo', () => {
    let history: number[] = [];
    for (let state = 1; state <= 25; state++) history = pushLandingHistory(history, state);
    expect(history).toHaveLength(20);
    expect(history[0]).toBe(6);
    expect(history.at(-1)).toBe(25);
  });

  it('moves a section', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('landing search', () => {
  it('asks for 15 landings by title under /landings/', () => {
    expect(landingSearchBody(' rioja ')).toEqual({
      query: {
        bool: {
          must: [{ match: { title: 'rioja' } }],
          filter: [{ prefix: { path: '/landings/' } }, { range: { depth: { gte: 3 } } }],
        },
      },
      size: 15,
      sort: ['id'],
    });
  });
});

describe('Sections tab messages not in the spec, word for word', () => {
  it.each([
    [landingSectionsMessages.copied, 'Copied!'],
    [landingSectionsMessages.nothingToPaste, 'There are no copied sections to paste'],
    [landingSectionIdTaken('a'), 'Another section has the id a'],
  ])('%s', (message, words) => expect(message).toBe(words));
});
