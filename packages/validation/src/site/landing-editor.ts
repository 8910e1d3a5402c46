import { asArray, asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';
import { parseJsonQuery } from './json-query';
import {
  hasBlogFields,
  IMG_POSITIONS,
  type ImgPosition,
  LANDING_PRODUCT_SOURCES,
  LANDING_SECTION_TEMPLATES,
  LANDING_TEMPLATES,
  type LandingProductSource,
  type LandingSectionTemplate,
  type LandingTemplate,
} from './landing-constants';
import { CONTENT_LIMITS, SITE_LIMITS } from './limits';

/** A text per language (§3 "per language"). */
export type Texts = Record<Language, string>;

const textsOf = (value: unknown): Texts => {
  const record = asRecord(value);
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, typeof record[language] === 'string' ? record[language] : '']),
  ) as Texts;
};

/** The texts that hold something, or undefined when none does (an empty map is not stored). */
const storedTexts = (texts: Texts): Partial<Texts> | undefined => {
  const kept = Object.fromEntries(LANGUAGES.flatMap((l) => (texts[l].trim() === '' ? [] : [[l, texts[l]]])));
  return Object.keys(kept).length > 0 ? kept : undefined;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

// ---------------------------------------------------------------------------------------------------------------
// Data tab (§2.5): per-language settings, the type, the blog fields.

/** What one language of a landing holds in the Data tab. */
export interface LandingLanguageValues {
  /** The landing is shown in this language (`for_langs`). */
  enabled: boolean;
  searchable: boolean;
  title: string;
  slug: string;
  description: string;
}

/** The Data tab's form values: one block per language, the type, and the blog fields (blog posts only). */
export interface LandingDataValues {
  langs: Record<Language, LandingLanguageValues>;
  template: LandingTemplate;
  image_src: string;
  thumbnail_src: string;
  post_author: string;
  /** YYYY-MM-DD, '' for none. */
  publish_date: string;
  /** One label per line. */
  labels: string;
}

/** The §7 landing fields the Data tab writes. */
export interface LandingDataFields {
  title: Partial<Texts>;
  slug: Partial<Texts>;
  description: Partial<Texts>;
  for_langs: Language[];
  searchable: Record<Language, boolean>;
  template: LandingTemplate;
  image_src: string | null;
  thumbnail_src: string | null;
  labels: string[];
  post_author: string | null;
  publish_date: string | null;
}

/** The Data tab's values of a stored landing. */
export function landingDataValues(stored: unknown): LandingDataValues {
  const landing = asRecord(stored);
  const title = textsOf(landing.title);
  const slug = textsOf(landing.slug);
  const description = textsOf(landing.description);
  const enabled = new Set(asArray(landing.for_langs));
  const searchable = asRecord(landing.searchable);
  return {
    langs: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        {
          enabled: enabled.has(language),
          searchable: searchable[language] === true,
          title: title[language],
          slug: slug[language],
          description: description[language],
        },
      ]),
    ) as Record<Language, LandingLanguageValues>,
    template: oneOf(LANDING_TEMPLATES, landing.template, 'landing'),
    image_src: asText(landing.image_src),
    thumbnail_src: asText(landing.thumbnail_src),
    post_author: asText(landing.post_author),
    publish_date: asText(landing.publish_date).slice(0, 10),
    labels: asArray(landing.labels).map(asText).filter(Boolean).join('\n'),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Data tab's rule: the Spanish title is required (as for a new landing), titles at most
 * {@link CONTENT_LIMITS}.landingTitle characters, a publish date is a day; the blog fields count only for a
 * blog post (§5: they appear only for type blog-post), so a landing sends them empty.
 */
export function validateLandingData(values: LandingDataValues): Result<LandingDataFields> {
  const issues: Issue[] = [];
  const pick = (name: 'title' | 'slug' | 'description'): Texts =>
    Object.fromEntries(LANGUAGES.map((l) => [l, (values.langs[l]?.[name] ?? '').trim()])) as Texts;
  const title = pick('title');
  if (title.es === '') issues.push({ path: 'title.es', message: formMessages.required('title') });
  for (const language of LANGUAGES)
    if (title[language].length > CONTENT_LIMITS.landingTitle)
      issues.push({
        path: `title.${language}`,
        message: formMessages.maxLength('title', CONTENT_LIMITS.landingTitle),
      });
  const template = oneOf(LANDING_TEMPLATES, values.template, 'landing');
  const blog = hasBlogFields(template);
  const publishDate = values.publish_date.trim();
  if (blog && publishDate !== '' && !DAY.test(publishDate))
    issues.push({ path: 'publish_date', message: formMessages.invalidDate('publish date') });
  if (issues.length > 0) return fail(...issues);
  const orNull = (text: string) => (blog && text.trim() !== '' ? text.trim() : null);
  return ok({
    title: storedTexts(title) ?? {},
    slug: storedTexts(pick('slug')) ?? {},
    description: storedTexts(pick('description')) ?? {},
    for_langs: LANGUAGES.filter((l) => values.langs[l]?.enabled === true),
    searchable: Object.fromEntries(LANGUAGES.map((l) => [l, values.langs[l]?.searchable === true])) as Record<
      Language,
      boolean
    >,
    template,
    image_src: orNull(values.image_src),
    thumbnail_src: orNull(values.thumbnail_src),
    labels: blog
      ? values.labels
          .split('\n')
          .map((label) => label.trim())
          .filter(Boolean)
      : [],
    post_author: orNull(values.post_author),
    publish_date: orNull(publishDate),
  });
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The PATCH body of a Data tab save: the fields that changed against the stored landing read as the tab reads it.
 * A blog post that becomes a landing sends its blog fields empty (null), since a landing has none.
 */
export function landingDataPatch(stored: unknown, fields: LandingDataFields): Record<string, unknown> {
  const landing = asRecord(stored);
  const before = validateLandingData(landingDataValues(landing));
  const body: Record<string, unknown> = {};
  const storedValue = (name: keyof LandingDataFields): unknown => landing[name];
  for (const name of Object.keys(fields) as (keyof LandingDataFields)[]) {
    const previous = before.ok ? before.value[name] : storedValue(name);
    if (!same(fields[name], previous)) body[name] = fields[name];
  }
  return body;
}

// ---------------------------------------------------------------------------------------------------------------
// Sections tab (§2.5, §3 Landing section, §4 undo 20 / reset / copy / paste).

/** Which §3 fields each section template edits (the spec lists the fields, not the templates': ours). */
export const LANDING_SECTION_FIELDS: Readonly<
  Record<LandingSectionTemplate, readonly LandingSectionField[]>
> = {
  carousels: ['title', 'products'],
  'text-image': ['title', 'text', 'img_src', 'img_position', 'img_alt', 'img_caption', 'img_link'],
  'just-html': ['html'],
  html: ['title', 'html'],
  'product-list': ['title', 'description', 'products'],
  'blog-product-list': ['title', 'query'],
  'view-more-button': ['title', 'slug'],
  'view-more-anchor': ['title', 'slug'],
  'email-signup': ['title', 'description', 'image_src', 'alt'],
};

/** The texts per language of a section. */
export const LANDING_SECTION_TEXTS = [
  'title',
  'description',
  'text',
  'alt',
  'html',
  'img_caption',
  'img_alt',
  'img_link',
] as const;
export type LandingSectionText = (typeof LANDING_SECTION_TEXTS)[number];
export type LandingSectionField =
  | LandingSectionText
  | 'slug'
  | 'products'
  | 'query'
  | 'image_src'
  | 'img_src'
  | 'img_position';

/** One section as the Sections tab edits it: every §3 field present, the texts as full maps by language. */
export interface LandingSectionValues extends Record<LandingSectionText, Texts> {
  id: string;
  template: LandingSectionTemplate;
  collapsed: boolean;
  slug: string;
  products: { type: LandingProductSource; value: string };
  query: string;
  image_src: string;
  img_src: string;
  img_position: ImgPosition | '';
}

/** A section read from a stored landing or a clipboard; undefined when it is not a section of a known template. */
export function landingSectionValues(input: unknown): LandingSectionValues | undefined {
  const section = asRecord(input);
  if (!LANDING_SECTION_TEMPLATES.includes(section.template as LandingSectionTemplate)) return undefined;
  const products = asRecord(section.products);
  return {
    id: asText(section.id),
    template: section.template as LandingSectionTemplate,
    collapsed: section.collapsed === true,
    ...(Object.fromEntries(LANDING_SECTION_TEXTS.map((name) => [name, textsOf(section[name])])) as Record<
      LandingSectionText,
      Texts
    >),
    slug: asText(section.slug),
    products: {
      type: oneOf(LANDING_PRODUCT_SOURCES, products.type, 'refs'),
      value: typeof products.value === 'string' ? products.value : '',
    },
    query: typeof section.query === 'string' ? section.query : '',
    image_src: asText(section.image_src),
    img_src: asText(section.img_src),
    img_position: IMG_POSITIONS.includes(section.img_position as ImgPosition)
      ? (section.img_position as ImgPosition)
      : '',
  };
}

/** The sections of a stored landing, as the tab edits them (unknown templates are left out). */
export const landingSectionsValues = (stored: unknown): LandingSectionValues[] =>
  asArray(asRecord(stored).sections).flatMap((s) => landingSectionValues(s) ?? []);

/** An id for a new section of `template` that no section in `taken` has: `{template}-{n}`. */
export function newLandingSectionId(template: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((s) => s.id));
  let n = 1;
  while (ids.has(`${template}-${n}`)) n++;
  return `${template}-${n}`;
}

/** A new empty section of a template (the template picker's "add"). */
export function newLandingSection(
  template: LandingSectionTemplate,
  taken: readonly { id: string }[],
): LandingSectionValues {
  return landingSectionValues({
    id: newLandingSectionId(template, taken),
    template,
    ...(template === 'text-image' ? { img_position: 'left' } : {}),
  }) as LandingSectionValues;
}

/** The §3 shape of a section as stored: only its template's fields, and of them only what holds something. */
export function landingSectionOut(section: LandingSectionValues): Record<string, unknown> {
  const out: Record<string, unknown> = { id: section.id, template: section.template };
  for (const name of LANDING_SECTION_FIELDS[section.template]) {
    if ((LANDING_SECTION_TEXTS as readonly string[]).includes(name)) {
      const texts = storedTexts(section[name as LandingSectionText]);
      if (texts) out[name] = texts;
    } else if (name === 'products') {
      out.products = { type: section.products.type, value: section.products.value.trim() };
    } else {
      const value = section[name as 'slug' | 'query' | 'image_src' | 'img_src' | 'img_position'].trim();
      if (value !== '') out[name] = value;
    }
  }
  if (section.collapsed) out.collapsed = true;
  return out;
}

/**
 * The Sections tab's rule: query texts must be valid JSON ('JSON inválido', §5), a products query too; ids are
 * required and unique. Answers the sections as stored (`landingSectionOut`).
 */
export function validateLandingSections(values: {
  sections: readonly LandingSectionValues[];
}): Result<{ sections: Record<string, unknown>[] }> {
  const issues = landingSectionsIssues(values.sections);
  return issues.length > 0
    ? fail(...issues)
    : ok({ sections: values.sections.map((s) => landingSectionOut({ ...s, id: s.id.trim() })) });
}

/**
 * The issues of a landing's sections, at `sections.{index}.{field}` (stored sections or the tab's values; a section
 * of no known template is the field check's to refuse): ids required and unique, query texts valid JSON.
 */
export function landingSectionsIssues(sections: readonly unknown[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  sections.forEach((input, index) => {
    const section = landingSectionValues(input);
    if (!section) return;
    const fields = LANDING_SECTION_FIELDS[section.template];
    const id = section.id.trim();
    if (id === '') issues.push({ path: `sections.${index}.id`, message: formMessages.required('id') });
    else if (seen.has(id)) issues.push({ path: `sections.${index}.id`, message: landingSectionIdTaken(id) });
    seen.add(id);
    const query = asRecord(input).query;
    if (fields.includes('query') || (typeof query === 'string' && query.trim() !== '')) {
      const parsed = parseJsonQuery(section.query, `sections.${index}.query`);
      if (!parsed.ok) issues.push(...parsed.issues);
    }
    if (section.products.type === 'query' && (fields.includes('products') || asRecord(input).products)) {
      const parsed = parseJsonQuery(section.products.value, `sections.${index}.products.value`);
      if (!parsed.ok) issues.push(...parsed.issues);
    }
  });
  return issues;
}

// not in the spec (§3 gives sections an id; two of one landing would be one anchor):
export const landingSectionIdTaken = (id: string) => `Another section has the id ${id}`;

/**
 * Messages of the Sections tab the spec does not word (§2.5, §4 name copy and paste, not their messages): 'Copied!'
 * as the newsletter's copy says it (§8). Kept beside the tab's rules rather than in `siteMessages`, which the first
 * page carries (the login's messages).
 */
export const landingSectionsMessages = {
  copied: 'Copied!',
  nothingToPaste: 'There are no copied sections to paste',
} as const;

/** Where copied sections are kept (localStorage), so that another landing can paste them (§2.5 copy / paste). */
export const LANDING_SECTIONS_CLIPBOARD_KEY = 'cellar:landing-sections-clipboard';

/** What the clipboard holds for copied sections. */
export const copiedLandingSections = (sections: readonly LandingSectionValues[]): string =>
  JSON.stringify({ kind: 'landing-sections', sections: sections.map(landingSectionOut) });

/**
 * The sections a clipboard text holds, ids made unique against the landing's own sections (`{id}-2`...); null when
 * the text is not copied sections.
 */
export function pastedLandingSections(
  text: string | null,
  taken: readonly { id: string }[],
): LandingSectionValues[] | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const record = asRecord(parsed);
  if (record.kind !== 'landing-sections' || !Array.isArray(record.sections)) return null;
  const ids = new Set(taken.map((s) => s.id));
  return record.sections.flatMap((input) => {
    const section = landingSectionValues(input);
    if (!section) return [];
    const base = section.id || section.template;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return [{ ...section, id }];
  });
}

/**
 * The undo history (§4: up to 20 states): the states before the current one, newest last; pushing a state beyond
 * the limit forgets the oldest.
 */
export function pushLandingHistory<T>(
  history: readonly T[],
  state: T,
  limit: number = SITE_LIMITS.landingUndo,
): T[] {
  const next = [...history, state];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** Moves the item at `from` to `to` (reordering sections); the list as it was when either is out of range. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The landing search of the view-more links (§7: POST @search, title fuzzy, path prefix /landings/, depth at least
 * 3, 15 results).
 */
export const landingSearchBody = (title: string) => ({
  query: {
    bool: {
      must: [{ match: { title: title.trim() } }],
      filter: [{ prefix: { path: '/landings/' } }, { range: { depth: { gte: 3 } } }],
    },
  },
  size: SITE_LIMITS.landingProductSearch,
  sort: ['id'],
});
