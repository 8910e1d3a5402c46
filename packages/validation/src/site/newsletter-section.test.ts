import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteMessages } from './messages';
import {
  addNewsletterSectionProduct,
  newsletterContentLockIssues,
  newsletterSectionIssues,
  newsletterSectionProducts,
  newsletterSectionSummary,
  validateNewsletterContent,
} from './newsletter-section';
import { issuesOf, neverThrows } from './test-support';

const limited = (n: number) =>
  `This section is limited to ${n} products. If you want to add another one, you must first remove one.`;
const incomplete = (n: number) => `You must add another product, this section is for ${n} products`;

describe('newsletter sections', () => {
  it.each([
    [{ id_tipo: 'f', content: ['a', 'b', 'c'] }, 'content', limited(2)],
    [{ id_tipo: 'f', content: [{ referencia: 'a' }] }, 'content', incomplete(2)],
    [{ id_tipo: 'bd', content: ['a'], referencia: 'b' }, 'content', limited(1)],
    [{ id_tipo: 'bd' }, 'content', incomplete(1)],
    [{ id_tipo: 'b' }, 'id_tipo', 'This banner is deprecated, please replace it to a new banner'],
    [{ id_tipo: 'p', bg_color: '#00000g' }, 'bg_color', "The color #00000g doesn't exist"],
    [
      { id_tipo: 'f', content: ['a', 'b'], bg_color_product: 'blue' },
      'bg_color_product',
      "The color blue doesn't exist",
    ],
  ])('%j gives %s: %s', (section, path, message) => {
    expect(issuesOf(validateNewsletterContent([{ id_tipo: 'h1' }, section]))).toEqual([
      [`contenido.1.${path}`, message],
    ]);
  });
  it('accepts full sections', () => {
    expect(
      validateNewsletterContent([
        { id_tipo: 'f', content: ['a', 'b'] },
        { id_tipo: 'bd', referencia: 'x' },
      ]).ok,
    ).toBe(true);
    expect(newsletterSectionIssues({ id_tipo: 'bd', referencia: 'x', content: ['x'] }, '')).toEqual([]);
  });
  it('reads products from content and referencia', () => {
    expect(
      newsletterSectionProducts({ content: ['a', { referencia: 'b' }, '', {}], referencia: 'c' }),
    ).toEqual(['a', 'b', 'c']);
  });
  it('refuses to add a product to a full section', () => {
    expect(addNewsletterSectionProduct({ id_tipo: 'f', content: ['a'] }, 'b')).toEqual({
      ok: true,
      value: ['a', 'b'],
    });
    expect(issuesOf(addNewsletterSectionProduct({ id_tipo: 'f', content: ['a', 'b'] }, 'c'))).toEqual([
      ['content', limited(2)],
    ]);
    expect(issuesOf(addNewsletterSectionProduct({ id_tipo: 'bd', referencia: 'a' }, 'c'))).toEqual([
      ['content', limited(1)],
    ]);
    expect(addNewsletterSectionProduct({ id_tipo: 'p' }, 'c').ok).toBe(true);
  });
  it('summarises to 80 characters (77 plus ...)', () => {
    expect(newsletterSectionSummary('x'.repeat(80))).toBe('x'.repeat(80));
    expect(newsletterSectionSummary('y'.repeat(81))).toBe(`${'y'.repeat(77)}...`);
    expect(newsletterSectionSummary(null as unknown as string)).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const summary = newsletterSectionSummary(text);
        expect(Array.from(summary).length).toBeLessThanOrEqual(80);
        if (Array.from(text).length <= 80) expect(summary).toBe(text);
      }),
    );
  });
  it('never throws', () => neverThrows(validateNewsletterContent));
});

describe('newsletterContentLockIssues', () => {
  it.each([
    [
      'verified',
      ['subject'],
      [{ path: 'subject', message: siteMessages.newsletter.contentReadOnly('verified') }],
    ],
    [
      'scheduled',
      ['title', 'contenido'],
      [{ path: 'contenido', message: siteMessages.newsletter.contentReadOnly('scheduled') }],
    ],
    ['scheduled', ['sendto', 'schedule_at', 'finish_at'], []],
    ['draft', ['subject', 'contenido'], []],
  ])('a %s newsletter, changing %j: %j', (status, changed, issues) => {
    expect(newsletterContentLockIssues(status, changed)).toEqual(issues);
  });
});
