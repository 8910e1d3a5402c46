import { LANGUAGES, type Language } from '@cellar/validation';
import { newsletterSectionProducts } from '@cellar/validation/site';
import { publicSlotImagePath } from '../catalogue/product-image-routes';
import { sanitizeNewsletterHtml } from './sanitize-newsletter-html';

/** A product as a newsletter shows it. */
export interface NewsletterProduct {
  reference: string;
  name: string;
  /** The shop's price of the reference, or undefined when it has none. */
  price?: number;
  /** The product page's path on the shop (`/vino/ribera-123`), or undefined. */
  path?: string;
}

export interface RenderContext {
  lang: string;
  /** The shop's public domain (`www.cellar-es.example`): links and images are absolute on it. */
  domain: string;
  /**
   * Where the images are read from instead (`http://localhost:8080`): the origin of a server that serves them at the
   * shops' paths (`/newsletters/{id}/{name}`, `/images/{reference}/{slot}.png`), so a preview shows them where the
   * shop's domain does not serve them (a staging or example domain). Links stay on the shop.
   */
  imageOrigin?: string;
  /** Looks a product up by reference; undefined when there is none. */
  product(reference: string): NewsletterProduct | undefined;
  /** The sanitiser of html sections; default DOMPurify over jsdom. */
  sanitize?: (html: string) => string;
  /**
   * A preview (default false): what cannot be rendered is shown rather than refused (an empty subject, an unknown
   * product named as such), so an editor sees the newsletter as it stands.
   */
  preview?: boolean;
}

export interface RenderedNewsletter {
  subject: string;
  html: string;
}

/** A renderer's refusal: the newsletter cannot be rendered for this language (counted as norendered). */
export class RenderError extends Error {
  override readonly name = 'RenderError';
}

type Data = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A localised field in `lang`, falling back to Spanish (as the shops do), '' when neither is set. */
const localised = (value: unknown, lang: string): string => {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return '';
  const own = value[lang];
  if (typeof own === 'string' && own !== '') return own;
  return typeof value.es === 'string' ? value.es : '';
};

const COLOR = /^#[0-9a-fA-F]{6}$/;
const color = (value: unknown, fallback: string): string =>
  typeof value === 'string' && COLOR.test(value) ? value : fallback;

/** An absolute https URL on the shop for a site path; an absolute http(s) URL is kept; anything else is dropped. */
const shopUrl = (value: string, domain: string): string => {
  if (/^https?:\/\//i.test(value)) return value;
  if (value === '') return `https://${domain}/`;
  return `https://${domain}${value.startsWith('/') ? '' : '/'}${value}`;
};

/** An image's absolute URL: on `imageOrigin` when given, else on the shop like a link; an absolute one is kept. */
const imageUrl = (value: string, ctx: RenderContext): string =>
  ctx.imageOrigin !== undefined && !/^https?:\/\//i.test(value)
    ? `${ctx.imageOrigin}${value.startsWith('/') ? '' : '/'}${value}`
    : shopUrl(value, ctx.domain);

const BUTTON_STYLES: Readonly<Record<string, string>> = {
  btn: 'background:#ffffff;color:#1f2937;border:1px solid #1f2937;',
  btn_arrow: 'background:#ffffff;color:#1f2937;border:1px solid #1f2937;',
  btn_primary: 'background:#7a1f3d;color:#ffffff;border:1px solid #7a1f3d;',
  btn_primary_arrow: 'background:#7a1f3d;color:#ffffff;border:1px solid #7a1f3d;',
  tri_up: 'background:#fbe89d;color:#1f2937;border:0;',
  tri_down: 'background:#fbe89d;color:#1f2937;border:0;',
};

const row = (inner: string, background = '#ffffff') =>
  `<tr><td style="background:${background};padding:12px 24px">${inner}</td></tr>`;

const price = (value: number | undefined, lang: string) =>
  value === undefined
    ? ''
    : `<p style="margin:4px 0;font-weight:bold">${escapeHtml(
        new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'es-ES', {
          style: 'currency',
          currency: 'EUR',
        }).format(value),
      )}</p>`;

function productCell(reference: string, ctx: RenderContext, kind: string): string {
  const product = ctx.product(reference);
  if (!product) {
    if (ctx.preview)
      return `<p style="margin:4px 0;color:#b91c1c">Unknown product ${escapeHtml(reference)}</p>`;
    throw new RenderError(`Unknown product ${reference}`);
  }
  const href = escapeHtml(shopUrl(product.path ?? `/${ctx.lang}/`, ctx.domain));
  const image =
    kind === 'summary'
      ? ''
      : `<img src="${escapeHtml(imageUrl(publicSlotImagePath(reference, 'anv800'), ctx))}" alt="${escapeHtml(
          product.name,
        )}" width="160" style="display:block;margin:0 auto">`;
  return `<a href="${href}" style="color:#1f2937;text-decoration:none" data-reference="${escapeHtml(reference)}">${image}<p style="margin:4px 0">${escapeHtml(
    product.name,
  )}</p>${price(product.price, ctx.lang)}</a>`;
}

function banner(section: Data, ctx: RenderContext): string {
  const src = localised(section.image_src, ctx.lang);
  const link = localised(section.link, ctx.lang);
  const alt = escapeHtml(localised(section.alt, ctx.lang));
  const image = `<img src="${escapeHtml(imageUrl(src, ctx))}" alt="${alt}" width="552" style="display:block;width:100%">`;
  return row(
    `<a href="${escapeHtml(shopUrl(link, ctx.domain))}">${image}</a>`,
    color(section.bg_color, '#ffffff'),
  );
}

/** One section of §3 as rows of the email's table. */
function renderSection(section: Data, ctx: RenderContext): string {
  const text = () => localised(section.text, ctx.lang);
  switch (section.id_tipo) {
    case 'b_multi_img':
    case 'b':
      // `b` is deprecated in the editor but still sent as it always was: a linked banner image.
      return banner(section, ctx);
    case 'h1':
      return row(`<h1 style="margin:0;font-size:26px;text-align:center">${escapeHtml(text())}</h1>`);
    case 'h2':
      return row(`<h2 style="margin:0;font-size:20px;text-align:center">${escapeHtml(text())}</h2>`);
    case 'p':
      return row(`<p style="margin:0;font-size:15px;line-height:1.5">${escapeHtml(text())}</p>`);
    case 'w':
      return row(`<p style="margin:0;font-size:11px;color:#6b7280">${escapeHtml(text())}</p>`);
    case 'btn': {
      const template = typeof section.template === 'string' ? section.template : 'btn';
      const style = BUTTON_STYLES[template] ?? BUTTON_STYLES.btn;
      const arrow = template.endsWith('_arrow') ? ' &rarr;' : '';
      return row(
        `<p style="text-align:center;margin:0"><a class="${escapeHtml(template)}" href="${escapeHtml(
          shopUrl(localised(section.link, ctx.lang), ctx.domain),
        )}" style="${style}display:inline-block;padding:10px 24px;text-decoration:none">${escapeHtml(
          localised(section.btn_text, ctx.lang),
        )}${arrow}</a></p>`,
      );
    }
    case 'f': {
      const kind = typeof section.product_kind === 'string' ? section.product_kind : 'full';
      const cells = newsletterSectionProducts(section)
        .map(
          (ref) =>
            `<td width="50%" style="text-align:center;vertical-align:top">${productCell(ref, ctx, kind)}</td>`,
        )
        .join('');
      return row(
        `<table width="100%" role="presentation"><tr>${cells}</tr></table>`,
        color(section.bg_color_product, '#ffffff'),
      );
    }
    case 'bd': {
      const [reference] = newsletterSectionProducts(section);
      if (reference === undefined) {
        if (ctx.preview) return row('');
        throw new RenderError('A product banner without its product');
      }
      const side = section.product_side === 'right' ? 'right' : 'left';
      const cell = `<td width="50%" style="text-align:center">${productCell(reference, ctx, 'full')}</td>`;
      const image = localised(section.image_src, ctx.lang);
      const picture = `<td width="50%">${image === '' ? '' : `<img src="${escapeHtml(imageUrl(image, ctx))}" alt="" width="270" style="display:block;width:100%">`}</td>`;
      return row(
        `<table width="100%" role="presentation"><tr>${side === 'left' ? cell + picture : picture + cell}</tr></table>`,
        color(section.bg_color, '#ffffff'),
      );
    }
    case 'html':
      return row((ctx.sanitize ?? sanitizeNewsletterHtml)(text()));
    default:
      if (ctx.preview) return '';
      throw new RenderError(`Unknown section type ${String(section.id_tipo)}`);
  }
}

/**
 * A newsletter as the email its recipients get in `lang` on the shop at `domain` (site-content-and-shell §3): the
 * subject in that language and one table row per section, links and images absolute on the shop. Throws a
 * {@link RenderError} when the newsletter cannot be rendered (no subject in the language, a product that does not
 * exist, an unknown section type).
 */
export function renderNewsletter(newsletter: Data, ctx: RenderContext): RenderedNewsletter {
  if (!(LANGUAGES as readonly string[]).includes(ctx.lang))
    throw new RenderError(`Unknown language ${ctx.lang}`);
  const given = isRecord(newsletter.subject) ? newsletter.subject[ctx.lang as Language] : undefined;
  const subject = typeof given === 'string' ? given : '';
  if (subject.trim() === '' && !ctx.preview) throw new RenderError(`The subject is missing in ${ctx.lang}`);
  const sections = Array.isArray(newsletter.contenido) ? newsletter.contenido.filter(isRecord) : [];
  const body = sections.map((section) => renderSection(section, ctx)).join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(ctx.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,sans-serif;color:#1f2937">
<table role="presentation" width="600" align="center" style="margin:0 auto;background:#ffffff" data-domain="${escapeHtml(ctx.domain)}">
${body}
</table>
</body></html>`;
  return { subject, html };
}
