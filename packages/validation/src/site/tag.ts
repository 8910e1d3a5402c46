import { asLocalized, asRecord, asText } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';
import { slugify } from '../slugify';
import { contentIdIssues } from './content-id';
import { SITE_LIMITS } from './limits';
import { siteMessages } from './messages';
import { GRAPE_TAG_TYPE } from './product-constants';

export type LocalizedText = Record<Language, string>;

/** Every language's text, an empty one replaced by the Spanish text (§5). Idempotent. */
export function normaliseTagText(localizedText: unknown): LocalizedText {
  const text = asLocalized(localizedText);
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, text[language] || text.es]),
  ) as LocalizedText;
}

/** The slug of each language, from that language's text (after the Spanish fallback). */
export function tagSlugs(localizedText: unknown): LocalizedText {
  const text = normaliseTagText(localizedText);
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, slugify(text[language])]),
  ) as LocalizedText;
}

/**
 * Id of a grape tag: the first 3 characters of the slugified Spanish name, hyphens left out
 * (`Ull de Llebre` gives `ull`, `Pinot Noir` gives `pin`).
 */
export const grapeTagId = (spanishName: string): string =>
  slugify(spanishName).replace(/-/g, '').slice(0, SITE_LIMITS.grapeTagId);

export interface TagValue {
  localized_text: LocalizedText;
  slug: LocalizedText;
  comentario: LocalizedText;
}

export interface NewTagValue extends TagValue {
  type: string;
  id: string;
}

/** A tag's editable fields (PATCH {localized_text, comentario}) with the Spanish fallback and slugs. */
export function validateTag(input: unknown): Result<TagValue> {
  const record = asRecord(input);
  const localized_text = normaliseTagText(record.localized_text);
  return ok({ localized_text, slug: tagSlugs(localized_text), comentario: asLocalized(record.comentario) });
}

/**
 * New tag (§5): a type is required (tag_type_required) and a Spanish name (uva_nombre_required, at
 * `localized_text.es`). The id is the grape id for grapes (type `uva`), else the given id or the Spanish
 * name, slugified; it follows the id rule.
 */
export function validateNewTag(input: unknown): Result<NewTagValue> {
  const record = asRecord(input);
  const type = asText(record.type);
  const tag = validateTag(record);
  const issues: Issue[] = [];
  if (type === '') issues.push({ path: 'type', message: siteMessages.tag.tag_type_required });
  if (!tag.ok || tag.value.localized_text.es === '' || slugify(tag.value.localized_text.es) === '')
    issues.push({ path: 'localized_text.es', message: siteMessages.tag.uva_nombre_required });
  if (issues.length > 0 || !tag.ok) return fail(...issues);
  const spanishName = tag.value.localized_text.es;
  const id = type === GRAPE_TAG_TYPE ? grapeTagId(spanishName) : slugify(asText(record.id) || spanishName);
  const idIssues = contentIdIssues(id);
  return idIssues.length > 0 ? fail(...idIssues) : ok({ type, id, ...tag.value });
}

/** A file field of a tag's page (§2.6): the header image, and for grapes the grape image and each infographic. */
export type TagImage =
  | { field: 'image_header' | 'image_grape'; language?: undefined }
  | { field: 'image_infograph'; language: Language };

/** The images a tag's page offers (§2.6, §3): the header image; a grape also its image and an infographic per language. */
export const tagImages = (type: string): TagImage[] => [
  { field: 'image_header' },
  ...(type === GRAPE_TAG_TYPE
    ? [
        { field: 'image_grape' } as const,
        ...LANGUAGES.map((language) => ({ field: 'image_infograph', language }) as const),
      ]
    : []),
];

/**
 * The public page of a grape on a shop (§2.6 grape preview links): `/{language}/uva/{slug}`, the slug of the shop's
 * language (the spec gives no path; `docs/decisions.md` records this one, beside the wine page `/es/vino/{group}`).
 */
export const grapePagePath = (language: Language, slug: string): string =>
  `/${language}/uva/${encodeURIComponent(slug)}`;

/** What the tag page's form edits: the name and the comment per language, as typed. */
export interface TagEditorValues {
  localized_text: LocalizedText;
  comentario: LocalizedText;
}

/** The tag page's values of a stored tag (a language without text reads as empty, before the fallback). */
export const tagEditorValues = (tag: unknown): TagEditorValues => {
  const record = asRecord(tag);
  return { localized_text: asLocalized(record.localized_text), comentario: asLocalized(record.comentario) };
};
