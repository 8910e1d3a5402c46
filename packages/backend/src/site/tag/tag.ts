import { type Issue, LANGUAGES } from '@cellar/validation';
import {
  GRAPE_TAG_TYPE,
  grapeTagId,
  siteMessages,
  tagSlugs,
  validateNewTag,
  validateTag,
} from '@cellar/validation/site';
import { field } from '../../content/content-types/field-builders';
import { SEO_BEHAVIOR } from '../../content/content-types/seo-behavior';
import { submenuField, submenuIssues } from '../../content/content-types/submenu-field';
import { answer } from '../../content/content-types/type-rules';
import type { ContentTypeDef } from '../../content/content-types/types';

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A folder of /tags/ named after a tag type (`uva` for grapes, `maridaje`, ...) holding its tags. */
export const tagTypeType: ContentTypeDef = {
  name: 'TagType',
  title: 'Tag type',
  folderish: true,
  allowedTypes: ['Tag'],
  behaviors: [],
  titleField: 'title',
  fields: {
    title: field.string('Title', { required: true, maxLength: 200, index: 'text' }),
    description: field.text('Description'),
  },
};

/**
 * Tag (site-content §3): its type is its folder's id. Grape tags (type `uva`) have an id of the first 3
 * letters of the Spanish name and add a grape image and per-language infographics.
 */
export const tagType: ContentTypeDef = {
  name: 'Tag',
  title: 'Tag',
  folderish: false,
  allowedTypes: [],
  behaviors: [SEO_BEHAVIOR],
  titleField: 'localized_text',
  fields: {
    type: field.string('Tag type', { required: true, maxLength: 100, index: 'keyword' }),
    localized_text: field.i18n('Name', { required: true, maxLength: 200, index: 'text' }),
    slug: field.i18n('Slug', { maxLength: 200, index: 'keyword' }),
    comentario: field.i18n('Comment'),
    image_header: field.file('Header image'),
    image_grape: field.file('Grape image', { description: 'Grapes only.' }),
    image_infograph: field.object(
      'Infographics',
      Object.fromEntries(LANGUAGES.map((language) => [language, field.file(language)])),
      { description: 'Grapes only: one infographic per language.' },
    ),
    submenu: submenuField,
  },
  // New tag: a tag type (defaults to the folder it is created in) and a Spanish name; the id follows the
  // grape rule for grapes, else the given id or the Spanish name, slugified.
  create: (body, parent) =>
    answer(
      validateNewTag({ ...body, type: body.type ?? (parent.parent_uid === null ? '' : parent.id) }),
      (v) => ({
        id: v.id,
        type: v.type,
        localized_text: v.localized_text,
        slug: v.slug,
      }),
    ),
  patch: (merged, patch) =>
    'localized_text' in patch
      ? answer(validateTag(merged), (v) => ({ localized_text: v.localized_text, slug: v.slug }))
      : { issues: [] },
  validate(data, { id, path }) {
    const issues: Issue[] = [];
    const folder = path.split('/').at(-2);
    if (folder !== undefined && folder !== '' && path.startsWith('/tags/') && data.type !== folder)
      issues.push({ path: 'type', message: siteMessages.tag.typeIsFolder(folder) });
    const spanish = record(data.localized_text).es;
    if (typeof spanish !== 'string' || spanish.trim() === '')
      issues.push({ path: 'localized_text.es', message: siteMessages.tag.uva_nombre_required });
    else if (data.type === GRAPE_TAG_TYPE && id !== grapeTagId(spanish))
      issues.push({ path: 'id', message: siteMessages.tag.grapeId(spanish, grapeTagId(spanish)) });
    if (data.slug !== undefined && data.slug !== null) {
      const expected = tagSlugs(data.localized_text);
      const slug = record(data.slug);
      for (const language of LANGUAGES)
        if (slug[language] !== undefined && slug[language] !== expected[language])
          issues.push({
            path: `slug.${language}`,
            message: siteMessages.tag.slugFromText(expected[language]),
          });
    }
    if (data.type !== GRAPE_TAG_TYPE)
      for (const field of ['image_grape', 'image_infograph'])
        if (data[field] !== undefined && data[field] !== null)
          issues.push({ path: field, message: siteMessages.tag.grapeImagesOnly });
    issues.push(...submenuIssues(data));
    return { issues };
  },
};
