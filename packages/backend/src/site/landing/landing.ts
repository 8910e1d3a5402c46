import { type Issue, LANGUAGES } from '@cellar/validation';
import {
  CONTENT_LIMITS,
  hasBlogFields,
  IMG_POSITIONS,
  LANDING_PRODUCT_SOURCES,
  LANDING_SECTION_TEMPLATES,
  LANDING_TEMPLATES,
  landingSectionsIssues,
  siteMessages,
  validateNewLanding,
} from '@cellar/validation/site';
import { field } from '../../content/content-types/field-builders';
import { SEO_BEHAVIOR } from '../../content/content-types/seo-behavior';
import { submenuField, submenuIssues } from '../../content/content-types/submenu-field';
import { answer, renamed, spanish, text, withSpanish } from '../../content/content-types/type-rules';
import type { ContentTypeDef } from '../../content/content-types/types';

/** One section of a landing (site-content §3); texts are maps by language. */
export const landingSectionField = field.object('Section', {
  id: field.string('Id', { required: true }),
  template: field.choice('Template', LANDING_SECTION_TEMPLATES, { required: true }),
  title: field.i18n('Title'),
  description: field.i18n('Description'),
  text: field.i18n('Text'),
  alt: field.i18n('Alt text'),
  slug: field.string('Anchor'),
  html: field.i18n('Html'),
  products: field.object('Products', {
    type: field.choice('Source', LANDING_PRODUCT_SOURCES, { required: true }),
    value: field.string('Value', { description: 'Group id, references separated by commas, or JSON query.' }),
  }),
  query: field.string('Query', { description: 'JSON text.' }),
  image_src: field.string('Image'),
  collapsed: field.boolean('Collapsed'),
  img_src: field.string('Image'),
  img_caption: field.i18n('Image caption'),
  img_position: field.choice('Image position', IMG_POSITIONS),
  img_alt: field.i18n('Image alt text'),
  img_link: field.i18n('Image link'),
});

/** The 'new Landing' form's fields (§2.3) are the Spanish texts of the type's. */
const LANDING_FIELDS = { title: 'title.es', slug: 'slug.es' } as const;

/** Landing pages and blog posts (site-content §2.5, §3): per-language title, slug, description. */
export const landingType: ContentTypeDef = {
  name: 'Landing',
  title: 'Landing',
  folderish: false,
  allowedTypes: [],
  behaviors: [SEO_BEHAVIOR],
  titleField: 'title',
  fields: {
    title: field.i18n('Title', { required: true, maxLength: CONTENT_LIMITS.landingTitle, index: 'text' }),
    description: field.i18n('Description'),
    slug: field.i18n('Slug', { maxLength: 300, index: 'keyword' }),
    template: field.choice('Type', LANDING_TEMPLATES, {
      required: true,
      default: 'landing',
      index: 'keyword',
    }),
    for_langs: field.list('Enabled languages', field.choice('Language', LANGUAGES), { index: 'keyword' }),
    searchable: field.object(
      'Searchable',
      Object.fromEntries(LANGUAGES.map((language) => [language, field.boolean(language)])),
    ),
    image_src: field.string('Image'),
    thumbnail_src: field.string('Thumbnail'),
    labels: field.list('Labels', field.string('Label'), { index: 'keyword' }),
    post_author: field.string('Author', { maxLength: 200, description: 'Blog posts only.' }),
    publish_date: field.date('Publish date', { index: 'date', description: 'Blog posts only.' }),
    sections: field.list('Sections', landingSectionField),
    submenu: submenuField,
  },
  // New landing (§2.3): a Spanish title; the Spanish slug from it when empty, slugified; the slug is the id
  // unless one is given.
  create: (body, _parent, { trusted }) =>
    trusted
      ? { issues: [] }
      : renamed(
          answer(
            validateNewLanding({
              title: spanish(body.title),
              slug: spanish(body.slug) || body.id,
              description: spanish(body.description),
            }),
            (v) => ({
              id: text(body.id) || v.slug,
              title: withSpanish(body.title, v.title),
              slug: withSpanish(body.slug, v.slug),
            }),
          ),
          LANDING_FIELDS,
        ),
  validate(data) {
    const issues: Issue[] = [];
    if (!hasBlogFields(data.template))
      for (const name of ['post_author', 'publish_date'])
        if (data[name] !== undefined && data[name] !== null && data[name] !== '')
          issues.push({ path: name, message: siteMessages.landing.blogPostOnly });
    issues.push(...landingSectionsIssues(Array.isArray(data.sections) ? data.sections : []));
    issues.push(...submenuIssues(data));
    return { issues };
  },
};
