import { type Issue, LANGUAGES } from '@cellar/validation';
import { COUNTRIES } from '@cellar/validation/catalogue';
import {
  AUDIENCE_CONDITION_OPS,
  AUDIENCE_DATE_CONDITIONS,
  AUDIENCE_NUMERIC_CONDITIONS,
  BUTTON_SUBTYPES,
  DEFAULT_FREQUENCY,
  DEFAULT_NEWSLETTER_STATUS,
  DEPRECATED_NEWSLETTER_SECTION_TYPE,
  FREQUENCY_OPTIONS,
  INITIAL_BANNER_OPTIONS,
  NEWSLETTER_SECTION_TYPES,
  NEWSLETTER_STATUSES,
  newsletterContentLockIssues,
  newsletterScheduleIssues,
  newsletterShippingIssues,
  PRODUCT_KINDS,
  PRODUCT_SIDES,
  parseNewsletterId,
  SHIPPING_DISCOUNT_OPTIONS,
  siteMessages,
  validateNewNewsletter,
  validateNewsletterContent,
} from '@cellar/validation/site';
import { field } from '../content/content-types/field-builders';
import { answer, renamed, text } from '../content/content-types/type-rules';
import type { ContentTypeDef, FieldDef } from '../content/content-types/types';

/** One section of a newsletter's contenido (site-content §3); localised fields are maps by language. */
export const newsletterSectionField = field.object('Section', {
  id: field.string('Id', { required: true }),
  id_tipo: field.choice('Section type', [...NEWSLETTER_SECTION_TYPES, DEPRECATED_NEWSLETTER_SECTION_TYPE], {
    required: true,
  }),
  content: field.list('Products', field.string('Reference')),
  referencia: field.string('Reference', { description: 'The product of a product banner (bd).' }),
  bg_color: field.string('Background colour', {
    description: '#RRGGBB; the colour rule of the validation package checks it.',
  }),
  bg_color_img: field.string('Image background colour', {
    description: '#RRGGBB; the colour rule of the validation package checks it.',
  }),
  bg_color_product: field.string('Product background colour', {
    description: '#RRGGBB; the colour rule of the validation package checks it.',
  }),
  product_kind: field.choice('Product kind', PRODUCT_KINDS),
  product_side: field.choice('Product side', PRODUCT_SIDES),
  image_src: field.i18n('Image'),
  alt: field.i18n('Alt text'),
  link: field.i18n('Link'),
  path: field.string('Path'),
  text: field.i18n('Text'),
  btn_text: field.i18n('Button text'),
  template: field.choice('Button subtype', BUTTON_SUBTYPES),
});

const condition = (title: string, value: FieldDef): FieldDef =>
  field.object(title, { op: field.choice('Operator', AUDIENCE_CONDITION_OPS, { required: true }), value });

/**
 * Audience (sendto, site-content §3). An uploaded list of emails overrides the filters; it is kept in a table of
 * its own (`@sendto-emails`, packages/backend/src/newsletters/audience-emails-views.ts), not in this field.
 */
export const sendtoField = field.object('Audience', {
  langs: field.list('Languages', field.choice('Language', LANGUAGES)),
  countries: field.list('Countries', field.choice('Country', COUNTRIES)),
  frequency: field.integer('Frequency', {
    options: FREQUENCY_OPTIONS.map((option) => String(option.value)),
    default: DEFAULT_FREQUENCY,
    description: FREQUENCY_OPTIONS.map((option) => `${option.value}: ${option.label}`).join('; '),
  }),
  id_provincia: field.list('Provinces', field.string('Province')),
  ciudad: field.string('City'),
  colectivos_id: field.list('Groups', field.string('Group id')),
  fav_region: field.string('Favourite region'),
  ...Object.fromEntries(
    AUDIENCE_NUMERIC_CONDITIONS.map((name) => [
      name,
      condition(name, field.number('Value', { required: true })),
    ]),
  ),
  ...Object.fromEntries(
    AUDIENCE_DATE_CONDITIONS.map((name) => [name, condition(name, field.date('Date', { required: true }))]),
  ),
});

const NEWSLETTER_PREFIX = /^(\d{1,2}_\d{2}_\d{2})_(.*)$/s;

/**
 * The date and suffix of a newsletter id: `D_MM_YY_` plus a suffix gives that day (the suffix is slugified by
 * the rule); anything else is the suffix alone, dated today as the creation form does.
 */
function newsletterIdParts(id: unknown): { date?: string; suffix: string } {
  const match = NEWSLETTER_PREFIX.exec(text(id).trim());
  const day = match ? parseNewsletterId(`${match[1]}_x`)?.day : undefined;
  return day !== undefined && match ? { date: day, suffix: match[2] ?? '' } : { suffix: text(id) };
}

/** The Newsletter type's name. */
export const NEWSLETTER_TYPE = 'Newsletter';

/** Newsletter (site-content §3): id `D_MM_YY_` plus a slug, title the campaign name. */
export const newsletterType: ContentTypeDef = {
  name: NEWSLETTER_TYPE,
  title: 'Newsletter',
  folderish: false,
  allowedTypes: [],
  behaviors: [],
  titleField: 'title',
  fields: {
    title: field.string('Campaign name', { required: true, maxLength: 300, index: 'text' }),
    subject: field.i18n('Subject', { maxLength: 300 }),
    // Changed only through the status calls (@mark-as-verified, @mark-as-draft, @schedule, @unschedule), which
    // write it as trusted writes: a client's PATCH or create that sends it has it ignored (docs/decisions.md).
    status: field.choice('Status', NEWSLETTER_STATUSES, {
      default: DEFAULT_NEWSLETTER_STATUS,
      index: 'keyword',
      // Changed only by the status calls (@mark-as-verified, @mark-as-draft, @schedule, @unschedule): a PATCH
      // leaves it as it is.
      readonly: true,
    }),
    efective_date: field.datetime('Effective date', { index: 'date' }),
    schedule_at: field.datetime('Scheduled at', { index: 'date' }),
    finish_at: field.datetime('Finish at'),
    schedule_at_b: field.datetime('Scheduled at (B)'),
    finish_at_b: field.datetime('Finish at (B)'),
    sendto: sendtoField,
    contenido: field.list('Sections', newsletterSectionField),
    active_shipping_discount: field.map(
      'Shipping discount per transport',
      field.choice('Discount', SHIPPING_DISCOUNT_OPTIONS),
    ),
    initial_banner: field.map(
      'Initial banner per transport',
      field.list('Banners', field.choice('Banner', INITIAL_BANNER_OPTIONS)),
    ),
  },
  // New newsletter (§5): id (suffix slugified, after the D_MM_YY_ prefix) and campaign name required.
  create: (body, _parent, { now }) => {
    const { date, suffix } = newsletterIdParts(body.id);
    return renamed(
      answer(validateNewNewsletter({ date, suffix, title: body.title }, { now }), (v) => ({
        id: v.id,
        title: v.title,
      })),
      { suffix: 'id' },
    );
  },
  // §4: a verified or scheduled newsletter's content is read-only (the Schedule tab's fields stay writable).
  patch: (merged, patch) => ({ issues: newsletterContentLockIssues(merged.status, Object.keys(patch)) }),
  validate(data, { id }) {
    const issues: Issue[] = [];
    if (parseNewsletterId(id) === undefined)
      issues.push({ path: 'id', message: siteMessages.newsletter.invalidId });
    issues.push(...newsletterScheduleIssues(data));
    issues.push(...newsletterShippingIssues(data.active_shipping_discount, data.initial_banner));
    const content = validateNewsletterContent(data.contenido);
    // The deprecated banner is a warning of the editor, not a reason to refuse a save.
    if (!content.ok) issues.push(...content.issues.filter((issue) => !issue.path.endsWith('.id_tipo')));
    return { issues };
  },
};
