import type { FieldOf } from '@/components/form';

const DATA_FIELDS = new Set([
  'template',
  'image_src',
  'thumbnail_src',
  'post_author',
  'publish_date',
  'labels',
]);

/**
 * Where an issue of the landing Data tab shows: the rule's and the server's per-language paths (`title.es`,
 * `searchable.fr`, `for_langs`) under that language's field, the blog fields under themselves.
 */
export const landingDataFieldOf: FieldOf = (path) => {
  if (DATA_FIELDS.has(path)) return path;
  const text = /^(title|slug|description|searchable)\.([a-z]{2})$/.exec(path);
  if (text) return `langs.${text[2]}.${text[1]}`;
  return null;
};

/** Where an issue of the Sections tab shows: under the section's field (`sections.2.query`), else above the form. */
export const landingSectionsFieldOf: FieldOf = (path) =>
  /^sections\.\d+\.(id|query|products\.value|products\.type|template)$/.test(path) ? path : null;
