import type { Resource } from '@cellar/sdk';
import { siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import {
  contentReadOnlyNotice,
  isContentLocked,
  newNewsletterSection,
  newsletterContentFieldOf,
  newsletterContentPatch,
  newsletterContentRule,
  newsletterContentValues,
  sectionSummary,
  withSectionProducts,
} from './newsletter-content';

const newsletter = (fields: Record<string, unknown>) =>
  ({
    '@id': 'x',
    '@type': 'Newsletter',
    id: '7_01_27_rebajas',
    modification_date: 'd',
    ...fields,
  }) as unknown as Resource;

describe('newsletterContentValues', () => {
  it('fills every language of the subject and of the localised fields of each section, keeping the rest', () => {
    const values = newsletterContentValues(
      newsletter({
        subject: { es: 'Rebajas' },
        contenido: [{ id: 'a', id_tipo: 'h1', text: { es: 'Hola', en: 'Hi' }, bg_color: '#ffffff' }],
      }),
    );
    expect(values.subject).toEqual({ es: 'Rebajas', en: '', fr: '', de: '', it: '' });
    expect(values.contenido[0]).toEqual({
      id: 'a',
      id_tipo: 'h1',
      text: { es: 'Hola', en: 'Hi', fr: '', de: '', it: '' },
      bg_color: '#ffffff',
    });
  });
});

describe('newNewsletterSection', () => {
  it('gives each type its fields: a button its first subtype, a row an empty product list', () => {
    expect(newNewsletterSection('btn', 'n1')).toMatchObject({ id: 'n1', id_tipo: 'btn', template: 'btn' });
    expect(newNewsletterSection('f', 'n2')).toMatchObject({ content: [], product_kind: 'full' });
    expect(newNewsletterSection('html', 'n3').text).toEqual({ es: '', en: '', fr: '', de: '', it: '' });
  });
});

describe('sectionSummary', () => {
  it('cuts at 80 characters: 77 and an ellipsis', () => {
    const long = 'x'.repeat(100);
    const summary = sectionSummary({ id: 'a', id_tipo: 'p', text: { es: long } as never });
    expect(summary).toBe(`${'x'.repeat(77)}...`);
    expect(summary).toHaveLength(80);
    expect(sectionSummary({ id: 'a', id_tipo: 'p', text: { es: 'y'.repeat(80) } as never })).toBe(
      'y'.repeat(80),
    );
  });

  it('reads an html section without its tags, a product section by its products', () => {
    expect(
      sectionSummary({ id: 'a', id_tipo: 'html', text: { es: '<p>Hola <b>mundo</b></p>' } as never }),
    ).toBe('Hola mundo');
    expect(sectionSummary({ id: 'a', id_tipo: 'f', content: ['CA1', 'HA2'] })).toBe('CA1, HA2');
  });
});

describe('withSectionProducts', () => {
  it("keeps a product banner's product in referencia, a row's in content", () => {
    expect(withSectionProducts({ id: 'a', id_tipo: 'bd', content: [] }, ['LA1'])).toMatchObject({
      referencia: 'LA1',
      content: [],
    });
    expect(withSectionProducts({ id: 'a', id_tipo: 'f', content: [] }, ['A', 'B'])).toMatchObject({
      content: ['A', 'B'],
    });
  });
});

describe('newsletterContentRule', () => {
  it("refuses an incomplete row with the spec's message at its products, not a missing subject or a b banner", () => {
    const result = newsletterContentRule({
      subject: { es: '', en: '', fr: '', de: '', it: '' },
      contenido: [
        { id: 'a', id_tipo: 'f', content: ['CA1'] },
        { id: 'b', id_tipo: 'b' },
      ],
      shipping: {},
    });
    expect(result).toEqual({
      ok: false,
      issues: [{ path: 'contenido.0.content', message: siteMessages.newsletter.sectionIncomplete(2) }],
    });
    expect(newsletterContentFieldOf('contenido.0.content')).toBe('contenido.0.content');
    expect(newsletterContentFieldOf('title')).toBeNull();
    expect(newsletterContentFieldOf('initial_banner.seu')).toBe('shipping.seu.banners');
    expect(newsletterContentFieldOf('active_shipping_discount.seu')).toBe('shipping.seu.discount');
  });
});

describe('newsletterContentPatch', () => {
  it("sends the newsletter's fields but status and the Schedule tab's, with html sections sanitised", () => {
    const stored = newsletter({
      title: 'Rebajas',
      status: 'draft',
      sendto: { langs: ['es'] },
      schedule_at: '2027-01-07T07:00:00Z',
      initial_banner: { seu: ['dtp'] },
    });
    const values = newsletterContentValues(stored);
    expect(values.shipping.seu).toEqual({ discount: '', banners: ['dtp'] });
    expect(values.shipping.dpc).toEqual({ discount: '', banners: [] });
    const body = newsletterContentPatch(
      {
        subject: { es: 'a', en: 'b', fr: 'c', de: 'd', it: 'e' },
        contenido: [
          {
            id: 'h',
            id_tipo: 'html',
            text: { es: '<p onclick="x()">Hi<script>alert(1)</script></p>' } as never,
          },
        ],
        shipping: { ...values.shipping, seu: { discount: 'sd', banners: ['dtp', 'prod_disc'] } },
      },
      stored,
    );
    expect(body).toEqual({
      title: 'Rebajas',
      active_shipping_discount: { seu: 'sd' },
      initial_banner: { seu: ['dtp', 'prod_disc'] },
      subject: { es: 'a', en: 'b', fr: 'c', de: 'd', it: 'e' },
      contenido: [{ id: 'h', id_tipo: 'html', text: { es: '<p>Hi</p>' } }],
    });
  });

  it('marks verified and scheduled newsletters read-only, drafts not', () => {
    expect([isContentLocked('verified'), isContentLocked('scheduled'), isContentLocked('draft')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('contentReadOnlyNotice', () => {
  it('says why the content is read-only: its status first, then the permission, then the lock', () => {
    expect(contentReadOnlyNotice('scheduled', true, true)).toBe(
      siteMessages.newsletter.contentReadOnly('scheduled'),
    );
    expect(contentReadOnlyNotice('verified', false, false)).toBe(
      siteMessages.newsletter.contentReadOnly('verified'),
    );
    expect(contentReadOnlyNotice('draft', false, true)).toBe(
      'You may view this newsletter but not modify it.',
    );
    expect(contentReadOnlyNotice('draft', true, false)).toMatch(/being edited elsewhere/);
    expect(contentReadOnlyNotice('draft', true, true)).toBeNull();
  });
});
