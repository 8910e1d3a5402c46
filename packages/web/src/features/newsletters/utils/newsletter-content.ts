import type { Resource } from '@cellar/sdk';
import { fail, type Language, ok, type Result } from '@cellar/validation';
import {
  DEPRECATED_NEWSLETTER_SECTION_TYPE,
  INITIAL_BANNER_OPTIONS,
  type InitialBannerOption,
  NEWSLETTER_SECTION_LABELS,
  NEWSLETTER_TRANSPORTS,
  type NewsletterSectionType,
  newsletterProductLimit,
  newsletterSectionProducts,
  newsletterSectionSummary,
  SHIPPING_DISCOUNT_OPTIONS,
  type ShippingDiscountOption,
  siteMessages,
  type TranslateKind,
  validateNewsletterContent,
} from '@cellar/validation/site';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** The languages of the Content tab, in the order it shows them (site-content §2.8: es, en, fr, de, it). */
export const NEWSLETTER_LANGUAGES = ['es', 'en', 'fr', 'de', 'it'] as const satisfies readonly Language[];

export type LocalisedText = Record<Language, string>;

/** The fields of a section that are maps by language (site-content §3). */
export const LOCALISED_SECTION_FIELDS = ['image_src', 'alt', 'link', 'text', 'btn_text'] as const;
export type LocalisedSectionField = (typeof LOCALISED_SECTION_FIELDS)[number];

/** One section as the form holds it: the stored section, every localised field a map of the five languages. */
export interface NewsletterSectionForm {
  id: string;
  id_tipo: NewsletterSectionType | typeof DEPRECATED_NEWSLETTER_SECTION_TYPE;
  content?: string[];
  referencia?: string;
  bg_color?: string;
  bg_color_img?: string;
  bg_color_product?: string;
  product_kind?: string;
  product_side?: string;
  template?: string;
  image_src?: LocalisedText;
  alt?: LocalisedText;
  link?: LocalisedText;
  text?: LocalisedText;
  btn_text?: LocalisedText;
  [field: string]: unknown;
}

/** A transport's shipping offers as the form holds them: its discount ('' for none) and its initial banners. */
export interface TransportShippingForm {
  discount: '' | ShippingDiscountOption;
  banners: InitialBannerOption[];
}

/** What the Content tab edits: the subject per language, the ordered sections and the shipping offers per transport. */
export interface NewsletterContentValues {
  subject: LocalisedText;
  contenido: NewsletterSectionForm[];
  shipping: Record<string, TransportShippingForm>;
}

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Every transport of the shared list with what the newsletter stores for it (§3). */
export function shippingForm(newsletter: Resource): Record<string, TransportShippingForm> {
  const discounts = recordOf(newsletter.active_shipping_discount);
  const banners = recordOf(newsletter.initial_banner);
  return Object.fromEntries(
    NEWSLETTER_TRANSPORTS.map((transport) => {
      const discount = discounts[transport];
      const list = banners[transport];
      return [
        transport,
        {
          discount: (SHIPPING_DISCOUNT_OPTIONS as readonly unknown[]).includes(discount)
            ? (discount as ShippingDiscountOption)
            : '',
          banners: INITIAL_BANNER_OPTIONS.filter((option) => Array.isArray(list) && list.includes(option)),
        },
      ];
    }),
  );
}

/** The stored maps of the form's shipping offers: only the transports given a discount or a banner. */
export function shippingPatch(shipping: Record<string, TransportShippingForm>) {
  const entries = Object.entries(shipping);
  return {
    active_shipping_discount: Object.fromEntries(
      entries
        .filter(([, offer]) => offer.discount !== '')
        .map(([transport, offer]) => [transport, offer.discount]),
    ),
    initial_banner: Object.fromEntries(
      entries
        .filter(([, offer]) => offer.banners.length > 0)
        .map(([transport, offer]) => [transport, offer.banners]),
    ),
  };
}

/** How a field of a section is edited. */
export type SectionFieldKind = 'localised-text' | 'localised-html' | 'localised-image' | 'color' | 'choice';

export interface SectionFieldDef {
  field: string;
  label: string;
  kind: SectionFieldKind;
  options?: readonly string[];
}

const colour = (field: string, label: string): SectionFieldDef => ({ field, label, kind: 'color' });

/**
 * The fields each section type shows (site-content §3), beside its products for `f` and `bd`. The deprecated `b`
 * banner shows the banner's fields, so it can still be read and corrected before it is replaced.
 */
export const SECTION_FIELDS: Readonly<Record<NewsletterSectionForm['id_tipo'], readonly SectionFieldDef[]>> =
  {
    b_multi_img: [
      { field: 'image_src', label: 'Image', kind: 'localised-image' },
      { field: 'alt', label: 'Alt text', kind: 'localised-text' },
      { field: 'link', label: 'Link', kind: 'localised-text' },
      colour('bg_color', 'Background colour'),
    ],
    b: [
      { field: 'image_src', label: 'Image', kind: 'localised-image' },
      { field: 'alt', label: 'Alt text', kind: 'localised-text' },
      { field: 'link', label: 'Link', kind: 'localised-text' },
      colour('bg_color', 'Background colour'),
    ],
    bd: [
      { field: 'product_side', label: 'Product side', kind: 'choice', options: ['left', 'right'] },
      colour('bg_color', 'Background colour'),
      colour('bg_color_img', 'Image background colour'),
      colour('bg_color_product', 'Product background colour'),
    ],
    f: [
      {
        field: 'product_kind',
        label: 'Product kind',
        kind: 'choice',
        options: ['full', 'full_img', 'summary'],
      },
      colour('bg_color_product', 'Product background colour'),
      colour('bg_color', 'Background colour'),
    ],
    h1: [{ field: 'text', label: 'Text', kind: 'localised-text' }, colour('bg_color', 'Background colour')],
    h2: [{ field: 'text', label: 'Text', kind: 'localised-text' }, colour('bg_color', 'Background colour')],
    p: [{ field: 'text', label: 'Text', kind: 'localised-text' }, colour('bg_color', 'Background colour')],
    w: [{ field: 'text', label: 'Text', kind: 'localised-text' }, colour('bg_color', 'Background colour')],
    btn: [
      {
        field: 'template',
        label: 'Button subtype',
        kind: 'choice',
        options: ['btn', 'btn_arrow', 'btn_primary', 'btn_primary_arrow', 'tri_up', 'tri_down'],
      },
      { field: 'btn_text', label: 'Button text', kind: 'localised-text' },
      { field: 'link', label: 'Link', kind: 'localised-text' },
      colour('bg_color', 'Background colour'),
    ],
    html: [{ field: 'text', label: 'Html', kind: 'localised-html' }],
  };

/** A section type's label ('Row of 2 products'); the deprecated banner is 'Banner (deprecated)'. */
export const sectionLabel = (type: string): string =>
  type === DEPRECATED_NEWSLETTER_SECTION_TYPE
    ? 'Banner (deprecated)'
    : (NEWSLETTER_SECTION_LABELS[type as NewsletterSectionType] ?? type);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A map of the five languages from a stored one (missing languages empty). */
export const localised = (value: unknown): LocalisedText => {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    NEWSLETTER_LANGUAGES.map((language) => [language, textOf(record[language])]),
  ) as LocalisedText;
};

const sectionForm = (stored: unknown, index: number): NewsletterSectionForm => {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const section = { ...record } as NewsletterSectionForm;
  section.id = textOf(record.id) || `section-${index + 1}`;
  for (const field of LOCALISED_SECTION_FIELDS)
    if (field in record) section[field] = localised(record[field]);
  if (section.id_tipo === 'f' || section.id_tipo === 'bd')
    section.content = Array.isArray(record.content) ? record.content.map(textOf).filter(Boolean) : [];
  return section;
};

/** The Content tab's values from the stored newsletter. */
export function newsletterContentValues(newsletter: Resource): NewsletterContentValues {
  const contenido = Array.isArray(newsletter.contenido) ? newsletter.contenido : [];
  return {
    subject: localised(newsletter.subject),
    contenido: contenido.map(sectionForm),
    shipping: shippingForm(newsletter),
  };
}

/** A new section of a type, with the fields it shows (empty), under a new id. */
export function newNewsletterSection(type: NewsletterSectionType, id: string): NewsletterSectionForm {
  const section: NewsletterSectionForm = { id, id_tipo: type };
  for (const def of SECTION_FIELDS[type]) {
    if (def.kind === 'color') continue;
    if (def.kind === 'choice') section[def.field] = def.options?.[0] ?? '';
    else section[def.field] = localised({});
  }
  if (type === 'f' || type === 'bd') section.content = [];
  return section;
}

/** A unique-enough id for a new section: the newsletter's id, the type and the time. */
export const newSectionId = (newsletterId: string, now = Date.now()): string =>
  `${newsletterId}-${now.toString(36)}`;

/** The products of a section (its `content`, and a product banner's `referencia`), in order. */
export const sectionProducts = (section: NewsletterSectionForm): string[] =>
  newsletterSectionProducts(section);

/** A section with `products` as its products: a product banner keeps its one in `referencia`. */
export function withSectionProducts(section: NewsletterSectionForm, products: readonly string[]) {
  if (section.id_tipo === 'bd') {
    const [first = '', ...rest] = products;
    return { ...section, referencia: first, content: rest };
  }
  return { ...section, content: [...products] };
}

/** How many products the section holds at most, or undefined for sections without products. */
export const sectionProductLimit = (section: NewsletterSectionForm): number | undefined =>
  newsletterProductLimit(section.id_tipo);

/**
 * The collapsed summary of a section, at most 80 characters (77 and '...', §9): its Spanish text (tags of an html
 * section dropped), else its button text, alt text or products.
 */
export function sectionSummary(section: NewsletterSectionForm): string {
  const spanish = (field: LocalisedSectionField) => textOf(section[field]?.es).trim();
  const text =
    section.id_tipo === 'html'
      ? spanish('text')
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : spanish('text') || spanish('btn_text') || spanish('alt') || sectionProducts(section).join(', ');
  return newsletterSectionSummary(text);
}

/** Types whose text the translate helper fills (besides the subject). */
export const isTranslatableSection = (section: NewsletterSectionForm): boolean =>
  ['h1', 'p', 'h2', 'w'].includes(section.id_tipo);

/** What the translate helper calls a section's text (`id_tipo` of the call). */
export const translateKindOf = (section: NewsletterSectionForm): TranslateKind =>
  section.id_tipo as TranslateKind;

/** Read-only in the content editor: verified or scheduled (§4). */
export const isContentLocked = (status: unknown): boolean => status === 'verified' || status === 'scheduled';

/**
 * Why the content cannot be changed here, or null when it can: verified or scheduled (§4, the backend's words), no
 * ModifyContent, or the editing lock not held (our wording: the spec words no such notice).
 */
export function contentReadOnlyNotice(
  status: unknown,
  canModify: boolean,
  holdsLock: boolean,
): string | null {
  if (status === 'verified' || status === 'scheduled') return siteMessages.newsletter.contentReadOnly(status);
  if (!canModify) return 'You may view this newsletter but not modify it.';
  if (!holdsLock) return 'This newsletter is being edited elsewhere: its content is read-only for now.';
  return null;
}

/** Where an issue shows on the Content tab: the subject, a section's field; else above the form. */
export function newsletterContentFieldOf(path: string): string | null {
  if (/^subject(\.\w+)?$/.test(path) || /^contenido\.\d+\.\w+$/.test(path)) return path;
  const shipping = /^(active_shipping_discount|initial_banner)\.(\w+)$/.exec(path);
  if (shipping) return `shipping.${shipping[2]}.${shipping[1] === 'initial_banner' ? 'banners' : 'discount'}`;
  return null;
}

/**
 * The Content tab's PATCH body: the subject and the sections (html sections as DOMPurify leaves them), with the
 * newsletter's other fields as stored, except `status` (changed by the status calls only) and the Schedule tab's
 * fields (sendto, schedule_at, schedule_at_b, finish_at, finish_at_b), which that tab saves itself 150 ms after each
 * change: sending them back would undo its saves and resend an uploaded list of emails.
 */
export function newsletterContentPatch(values: NewsletterContentValues, newsletter: Resource) {
  const kept = Object.fromEntries(
    ['title', 'efective_date']
      .filter((field) => newsletter[field] !== undefined && newsletter[field] !== null)
      .map((field) => [field, newsletter[field]]),
  );
  return {
    ...kept,
    ...shippingPatch(values.shipping),
    subject: values.subject,
    contenido: values.contenido.map((section) =>
      section.id_tipo === 'html' && section.text
        ? {
            ...section,
            text: Object.fromEntries(
              Object.entries(section.text).map(([language, html]) => [language, sanitizeHtml(String(html))]),
            ),
          }
        : section,
    ),
  };
}

/**
 * The Content tab's rule: the sections' rules of the validation package (products, colours) with their messages at
 * their fields. The missing subject is a warning shown above, not a reason to refuse the save; so is the deprecated
 * banner.
 */
export function newsletterContentRule(values: NewsletterContentValues): Result<NewsletterContentValues> {
  const checked = validateNewsletterContent(values.contenido);
  const issues = checked.ok ? [] : checked.issues.filter((issue) => !issue.path.endsWith('.id_tipo'));
  return issues.length > 0 ? fail(...issues) : ok(values);
}
