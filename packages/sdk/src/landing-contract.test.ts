import { landingSearchBody, siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { contractBackend } from './contract-test-support';
import { isValidationError } from './errors';

// The Landing editor's calls (site-content-and-shell §7) through the SDK against the reference backend, with the
// real fixtures: the landing search of view-more links and the PATCH of a landing.
const contract = contractBackend();
const editor = () => contract.client('editor').content;

describe('landings', () => {
  it('finds landings by a misspelt title, 15 at most, only under /landings/ (content.search)', async () => {
    const { items } = await editor().search(landingSearchBody('garnaha'));
    expect(items.map((item) => item.path)).toEqual(['/landings/guia-de-la-garnacha']);
    const all = await editor().search(landingSearchBody('vino'));
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.length).toBeLessThanOrEqual(15);
    expect(all.items.every((item) => item.path.startsWith('/landings/'))).toBe(true);
  });

  it('patches the §7 fields of a landing and refuses a bad query with the spec words (content.patch)', async () => {
    const path = '/landings/vinos-de-rioja/';
    const before = await editor().get(path);
    await editor().patch(
      path,
      {
        for_langs: ['es', 'en'],
        searchable: { es: true, en: false },
        sections: [{ id: 'html-1', template: 'just-html', html: { es: '<p>Hola</p>' } }],
      },
      { lastModDate: before.modification_date },
    );
    const after = await editor().get(path);
    expect(after).toMatchObject({
      for_langs: ['es', 'en'],
      sections: [{ id: 'html-1', template: 'just-html' }],
    });

    const error = await editor()
      .patch(path, { sections: [{ id: 'q', template: 'blog-product-list', query: '{bad' }] })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isValidationError(error)).toBe(true);
    expect(isValidationError(error) && error.body.details).toContainEqual({
      path: 'sections.0.query',
      message: siteMessages.query.invalidJson,
    });
  });
});
