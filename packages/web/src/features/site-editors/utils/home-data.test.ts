import { describe, expect, it } from 'vitest';
import { homeFieldOf, sanitizeHomeHtml } from './home-data';

describe('homeFieldOf', () => {
  it.each([
    ['date_end', 'date_end'],
    ['sections.3.reference', 'sections.3.reference'],
    ['sections.0.images.1.src', 'sections.0.images.1.src'],
    ['sections', null],
    ['home_name', null],
  ])('%s shows at %s', (path, field) => expect(homeFieldOf(path)).toBe(field));
});

describe('sanitizeHomeHtml', () => {
  it('drops scripts and event handlers from every language of every html section, and leaves the rest', () => {
    const home = sanitizeHomeHtml({
      date_start: 'a',
      date_end: 'b',
      sections: [
        {
          id: 'h',
          key: 'html',
          html: { es: '<p onclick="x()">Hola<script>alert(1)</script></p>', en: '<b>Hi</b>' },
        },
        { id: 'i', key: 'image', image: '/a.jpg' },
      ],
    });
    expect(home.sections[0]?.html).toEqual({ es: '<p>Hola</p>', en: '<b>Hi</b>' });
    expect(home.sections[1]).toEqual({ id: 'i', key: 'image', image: '/a.jpg' });
  });
});
