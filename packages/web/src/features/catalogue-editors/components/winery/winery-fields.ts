import type { Resource } from '@cellar/sdk';
import { LANGUAGES } from '@cellar/validation';
import { WINERY_MENU_SECTIONS, WINERY_TEXT_SECTIONS } from '@cellar/validation/catalogue';
import type { FieldSpec } from '@/components/object-form/schema-fields';

/** The fields of the Bodega type each Edit section shows, besides its texts per language. */
export const WINERY_SECTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  details: ['nombre', 'internal_id'],
  location: ['direccion', 'codigo_postal', 'localidad', 'id_provincia', 'id_pais', 'googlemap_url'],
  contact: ['telefono', 'email', 'web'],
};

const TEXTS = 'localized_text';
const SEPARATOR = '__';

/** The form field of one section's text in one language (`localized_text__es__details`). */
export const textFieldName = (language: string, section: string): string =>
  [TEXTS, language, section].join(SEPARATOR);

const textFieldOf = (name: string): { language: string; section: string } | undefined => {
  const [head, language, section] = name.split(SEPARATOR);
  return head === TEXTS && language && section ? { language, section } : undefined;
};

const sectionLabel = (id: string): string => WINERY_MENU_SECTIONS.find((s) => s.id === id)?.label ?? id;

/** The text fields of the sections, one per language, titled '{section label} ({language})'. */
export const wineryTextFields = (): FieldSpec[] =>
  WINERY_TEXT_SECTIONS.flatMap((section) =>
    LANGUAGES.map((language) => ({
      name: textFieldName(language, section),
      kind: 'richtext' as const,
      title: `${sectionLabel(section)} (${language})`,
      required: false,
      readonly: false,
    })),
  );

/** The section a form field belongs to. */
export function sectionOf(field: string): string | undefined {
  const text = textFieldOf(field);
  if (text) return text.section;
  return Object.entries(WINERY_SECTION_FIELDS).find(([, names]) => names.includes(field))?.[0];
}

type Texts = Record<string, Record<string, unknown>>;
const textsOf = (object: Readonly<Record<string, unknown>>): Texts =>
  typeof object[TEXTS] === 'object' && object[TEXTS] !== null ? (object[TEXTS] as Texts) : {};

/** The stored winery as the form reads it: its fields, and each text per language as a field of its own. */
export function wineryFormValues(object: Resource): Record<string, unknown> {
  const texts = textsOf(object);
  const flat: Record<string, unknown> = { ...object };
  for (const section of WINERY_TEXT_SECTIONS)
    for (const language of LANGUAGES)
      flat[textFieldName(language, section)] = texts[language]?.[section] ?? '';
  return flat;
}

/**
 * The PATCH body of the changed form fields: the changed texts go back into `localized_text`, sent whole (the
 * stored texts with the changes), the other fields as they are.
 */
export function wineryPatch(
  stored: Readonly<Record<string, unknown>>,
  changed: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  let texts: Texts | undefined;
  for (const [name, value] of Object.entries(changed)) {
    const text = textFieldOf(name);
    if (!text) {
      body[name] = value;
      continue;
    }
    texts ??= structuredClone(textsOf(stored));
    texts[text.language] = { ...texts[text.language], [text.section]: value ?? '' };
  }
  if (texts) body[TEXTS] = texts;
  return body;
}
