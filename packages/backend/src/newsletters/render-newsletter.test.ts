import { describe, expect, it } from 'vitest';
import { RenderError, renderNewsletter } from './render-newsletter';

const products = (reference: string) =>
  ({
    AB12345: { reference, name: 'Viña Uno', price: 12.5, path: '/es/vina-uno/' },
    CD67890: { reference, name: 'Dos' },
  })[reference];

const ctx = { lang: 'en', domain: 'www.cellar-es.example', product: products };
const subject = { es: 'Asunto', en: 'Subject' };
const t = (en: string) => ({ es: `es ${en}`, en });

const EVERY_SECTION = [
  {
    id: '1',
    id_tipo: 'b_multi_img',
    image_src: t('/n/banner.jpg'),
    alt: t('Banner alt'),
    link: t('/ofertas/'),
    bg_color: '#abcdef',
  },
  { id: '2', id_tipo: 'bd', referencia: 'AB12345', product_side: 'right', bg_color: '#e9edeb' },
  { id: '3', id_tipo: 'f', content: ['AB12345', 'CD67890'], product_kind: 'full_img' },
  { id: '4', id_tipo: 'h1', text: t('Big title') },
  { id: '5', id_tipo: 'h2', text: t('Small title') },
  { id: '6', id_tipo: 'p', text: t('Some <text> & more') },
  { id: '7', id_tipo: 'w', text: t('Conditions apply') },
  { id: '8', id_tipo: 'btn', template: 'btn_primary_arrow', btn_text: t('Buy'), link: t('/comprar/') },
  {
    id: '9',
    id_tipo: 'html',
    text: t('<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x()">x</a></p>'),
  },
  { id: '10', id_tipo: 'b', image_src: t('/n/old.jpg'), link: t('https://elsewhere.example/x') },
];

describe('renderNewsletter', () => {
  const { subject: rendered, html } = renderNewsletter({ subject, contenido: EVERY_SECTION }, ctx);

  it('renders the subject and every section type in the language, links absolute on the shop domain', () => {
    expect(rendered).toBe('Subject');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('src="https://www.cellar-es.example/n/banner.jpg" alt="Banner alt"');
    expect(html).toContain('background:#abcdef');
    expect(html).toContain('href="https://www.cellar-es.example/ofertas/"');
    expect(html).toContain('data-reference="AB12345"');
    expect(html).toContain('data-reference="CD67890"');
    expect(html).toContain('Viña Uno');
    expect(html).toMatch(/<h1[^>]*>Big title<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Small title<\/h2>/);
    expect(html).toContain('Some &lt;text&gt; &amp; more');
    expect(html).toContain('Conditions apply');
    expect(html).toMatch(
      /class="btn_primary_arrow" href="https:\/\/www.cellar-es.example\/comprar\/"[^>]*>Buy &rarr;<\/a>/,
    );
    // the deprecated banner is still sent as a linked image
    expect(html).toContain(
      'href="https://elsewhere.example/x"><img src="https://www.cellar-es.example/n/old.jpg"',
    );
  });

  it('puts the images on imageOrigin when given (a preview: where this server serves them), links on the shop', () => {
    const { html: preview } = renderNewsletter(
      {
        subject,
        contenido: [
          EVERY_SECTION[0],
          { id: '2', id_tipo: 'bd', referencia: 'AB12345', image_src: t('n/side.jpg') },
          EVERY_SECTION[9],
        ],
      },
      { ...ctx, imageOrigin: 'http://127.0.0.1:8080', preview: true },
    );
    expect(preview).toContain('<img src="http://127.0.0.1:8080/n/banner.jpg"');
    expect(preview).toContain('<img src="http://127.0.0.1:8080/images/AB12345/anv800.png"');
    expect(preview).toContain('<img src="http://127.0.0.1:8080/n/side.jpg"');
    expect(preview).toContain('<img src="http://127.0.0.1:8080/n/old.jpg"');
    expect(preview).toContain('href="https://www.cellar-es.example/ofertas/"');
    expect(preview).toContain('href="https://www.cellar-es.example/es/vina-uno/"');
    expect(preview).not.toMatch(/src="https:\/\/www\.cellar-es\.example/);
    expect(html).toContain('<img src="https://www.cellar-es.example/images/AB12345/anv800.png"');
  });

  it('sanitises html sections: no script, event handler or javascript: link', () => {
    expect(html).toContain('Hi');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
  });

  it('falls back to Spanish for a field missing in the language', () => {
    const { html: fr } = renderNewsletter(
      { subject: { fr: 'Objet' }, contenido: [{ id: '1', id_tipo: 'p', text: { es: 'Solo español' } }] },
      { ...ctx, lang: 'fr' },
    );
    expect(fr).toContain('Solo español');
  });

  it('refuses what cannot be sent: no subject in the language, an unknown product', () => {
    expect(() => renderNewsletter({ subject: { es: 'x' }, contenido: [] }, ctx)).toThrow(RenderError);
    expect(() =>
      renderNewsletter(
        { subject, contenido: [{ id: '1', id_tipo: 'f', content: ['ZZ00000', 'AB12345'] }] },
        ctx,
      ),
    ).toThrow('Unknown product ZZ00000');
  });

  it('shows those in a preview instead of refusing', () => {
    const { html: preview } = renderNewsletter(
      { subject: { es: 'x' }, contenido: [{ id: '1', id_tipo: 'f', content: ['ZZ00000', 'AB12345'] }] },
      { ...ctx, preview: true },
    );
    expect(preview).toContain('Unknown product ZZ00000');
  });
});
