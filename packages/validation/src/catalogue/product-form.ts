import { asArray, asNumber, asRecord, asText, isBlank } from '../fields';
import { formMessages } from '../form-messages';
import { validateGrapePercentage } from '../percent';
import { fail, type Issue, ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';
import { GRAPE_TAG_TYPE } from '../site/product-constants';
import { PRODUCT_TEXT_SECTIONS, type ProductTextSection } from './editors';
import { productTipoIssues } from './product-tipo';

const NAME_FIELDS = ['nombre', 'nombre_corto', 'nombre_banner'] as const;
type NameField = (typeof NAME_FIELDS)[number];

export interface GrapeRow {
  /** The grape tag's id (a tag of /tags/uva/). */
  id: string;
  /** As typed: '' when not given. */
  porcentaje: string;
}

/** What the Product tab's form holds: every value as the inputs show it (texts as typed). */
export interface ProductFormValues {
  nombre: string;
  tipo: string;
  graduacion: string;
  region: string;
  /** One label per line. */
  labels: string;
  video: string;
  nombres: Record<Language, Record<NameField, string>>;
  localized_text: Record<Language, Record<ProductTextSection, string>>;
  grapes: GrapeRow[];
}

const perLanguage = <T>(make: (language: Language) => T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;

const fieldsOf = <K extends string>(keys: readonly K[], source: unknown): Record<K, string> => {
  const record = asRecord(source);
  return Object.fromEntries(
    keys.map((key) => [key, typeof record[key] === 'string' ? record[key] : '']),
  ) as Record<K, string>;
};

/** The form's values from a stored product (any shape: what is missing reads as empty). */
export function productFormValues(stored: unknown): ProductFormValues {
  const product = asRecord(stored);
  const graduacion = product.graduacion;
  return {
    nombre: asText(product.nombre),
    tipo: asText(product.tipo),
    graduacion: typeof graduacion === 'number' && Number.isFinite(graduacion) ? String(graduacion) : '',
    region: asText(product.region),
    labels: asArray(product.labels).map(asText).filter(Boolean).join('\n'),
    video: asText(product.video),
    nombres: perLanguage((language) => fieldsOf(NAME_FIELDS, asRecord(product.nombres)[language])),
    localized_text: perLanguage((language) =>
      fieldsOf(PRODUCT_TEXT_SECTIONS, asRecord(product.localized_text)[language]),
    ),
    grapes: asArray(asRecord(product.tags_by_category)[GRAPE_TAG_TYPE]).map((entry) => {
      const tag = asRecord(entry);
      const porcentaje = asRecord(tag.otros_datos).porcentaje;
      return { id: asText(tag.id), porcentaje: isBlank(porcentaje) ? '' : asText(porcentaje) };
    }),
  };
}

/** A per-language map without its empty entries (a language with nothing left goes too). */
function withoutEmpty(map: Record<Language, Record<string, string>>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const language of LANGUAGES) {
    const entries = Object.entries(map[language]).filter(([, text]) => text.trim() !== '');
    if (entries.length > 0) out[language] = Object.fromEntries(entries);
  }
  return out;
}

/** A product's fields as the Product tab writes them (before comparing with what is stored). */
export interface ProductFields {
  nombre: string;
  tipo: string;
  graduacion: number | null;
  region: string;
  labels: string[];
  video: string;
  nombres: Record<string, Record<string, string>>;
  localized_text: Record<string, Record<string, string>>;
  grapes: { id: string; otros_datos?: { porcentaje: number } }[];
}

/**
 * The Product tab's rule: a name, the type its place demands (`productTipoIssues`), a number for the alcohol, and
 * grapes with an id and a percentage from 0 to 100 (§2, §5; the one grape-percentage rule, issue at
 * `grapes.{index}.porcentaje`). `productPath` is the product's path, which decides the type prefix.
 */
export function validateProductForm(values: ProductFormValues, productPath: string): Result<ProductFields> {
  const issues: Issue[] = [];
  const nombre = values.nombre.trim();
  if (nombre === '') issues.push({ path: 'nombre', message: formMessages.required('name') });
  const tipo = values.tipo.trim();
  issues.push(...productTipoIssues(tipo, productPath));
  const graduacion = asNumber(values.graduacion);
  if (graduacion !== undefined && (Number.isNaN(graduacion) || graduacion < 0))
    issues.push({
      path: 'graduacion',
      message: Number.isNaN(graduacion) ? formMessages.number('alcohol') : formMessages.atLeast('alcohol', 0),
    });
  const grapes: ProductFields['grapes'] = [];
  values.grapes.forEach((row, index) => {
    const id = row.id.trim();
    if (id === '') issues.push({ path: `grapes.${index}.id`, message: formMessages.required('grape') });
    if (isBlank(row.porcentaje)) {
      grapes.push({ id });
      return;
    }
    const checked = validateGrapePercentage(asNumber(row.porcentaje) ?? row.porcentaje);
    if (!checked.ok)
      issues.push(...checked.issues.map((issue) => ({ ...issue, path: `grapes.${index}.porcentaje` })));
    else grapes.push({ id, otros_datos: { porcentaje: checked.value } });
  });
  if (issues.length > 0) return fail(...issues);
  return ok({
    nombre,
    tipo,
    graduacion: graduacion ?? null,
    region: values.region.trim(),
    labels: values.labels
      .split('\n')
      .map((label) => label.trim())
      .filter(Boolean),
    video: values.video.trim(),
    nombres: withoutEmpty(values.nombres),
    localized_text: withoutEmpty(values.localized_text),
    grapes,
  });
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The generic save's body (§7: the changed fields): each field of `fields` that differs from the stored product.
 * Grapes replace the stored `uva` tags only; the product's other tag categories are sent unchanged with them. An
 * emptied text field is sent as null (cleared), an empty list or map as what it is.
 */
export function productPatch(stored: unknown, fields: ProductFields): Record<string, unknown> {
  const product = asRecord(stored);
  const before = productFormValues(product);
  const body: Record<string, unknown> = {};
  const text = (name: 'nombre' | 'tipo' | 'region' | 'video') => {
    if (fields[name] !== before[name]) body[name] = fields[name] === '' ? null : fields[name];
  };
  text('nombre');
  text('tipo');
  text('region');
  text('video');
  if (!same(fields.graduacion, before.graduacion === '' ? null : Number(before.graduacion)))
    body.graduacion = fields.graduacion;
  if (fields.labels.join('\n') !== before.labels) body.labels = fields.labels;
  if (!same(fields.nombres, withoutEmpty(before.nombres))) body.nombres = fields.nombres;
  if (!same(fields.localized_text, withoutEmpty(before.localized_text)))
    body.localized_text = fields.localized_text;
  const tags = asRecord(product.tags_by_category);
  if (!same(fields.grapes, tags[GRAPE_TAG_TYPE] ?? [])) {
    const next: Record<string, unknown> = { ...tags, [GRAPE_TAG_TYPE]: fields.grapes };
    if (fields.grapes.length === 0) delete next[GRAPE_TAG_TYPE];
    body.tags_by_category = next;
  }
  return body;
}
