import { asArray, asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fractionToPercent } from '../percent';
import { fail, type Issue, ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';
import { type PackPatch, validatePackForm } from './pack';

/** One row of the Pack editor's products table as the inputs hold it. */
export interface PackEditorRow {
  /** A pack content key: a reference, or group#capacity; '' while none is chosen. */
  referencia: string;
  /** As typed. */
  cantidad: string;
  regalo: boolean;
}

/** What the Pack tab's form holds (catalogue-editors §2 Pack editor): every value as the inputs show it. */
export interface PackEditorValues {
  nombre: string;
  /** One label per line. */
  labels: string;
  /** `localized_text.{language}.description`, HTML. */
  description: Record<Language, string>;
  /** The discount in percent, as typed (stored as the fraction descuento_del_pack). */
  discountPercent: string;
  rows: PackEditorRow[];
}

/** The pack's fields as the Pack tab writes them (before comparing with what is stored). */
export interface PackEditorFields extends PackPatch {
  nombre: string;
  labels: string[];
  description: Partial<Record<Language, string>>;
}

/** The form's values from a stored pack (what is missing reads as empty); rows in `orden`. */
export function packEditorValues(stored: unknown): PackEditorValues {
  const pack = asRecord(stored);
  const texts = asRecord(pack.localized_text);
  const fraction = pack.descuento_del_pack;
  const rows = Object.entries(asRecord(pack.contenido_del_pack))
    .map(([key, raw], index) => {
      const entry = asRecord(raw);
      const orden = typeof entry.orden === 'number' && Number.isFinite(entry.orden) ? entry.orden : index;
      return {
        orden,
        row: { referencia: key, cantidad: asText(entry.cantidad), regalo: entry.regalo === true },
      };
    })
    .sort((a, b) => a.orden - b.orden)
    .map(({ row }) => row);
  return {
    nombre: asText(pack.nombre),
    labels: asArray(pack.labels).map(asText).filter(Boolean).join('\n'),
    description: Object.fromEntries(
      LANGUAGES.map((language) => [language, asText(asRecord(texts[language]).description)]),
    ) as Record<Language, string>,
    discountPercent:
      typeof fraction === 'number' && Number.isFinite(fraction) ? String(fractionToPercent(fraction)) : '0',
    rows,
  };
}

/**
 * Marks or unmarks row `index` as a gift (§5): marking a gift resets the discount to 0. Pure: answers the new
 * rows and discount; an index out of range leaves them as they were.
 */
export function applyRowGift<V extends Pick<PackEditorValues, 'rows' | 'discountPercent'>>(
  values: V,
  index: number,
  regalo: boolean,
): V {
  const row = values.rows[index];
  if (row === undefined) return values;
  return {
    ...values,
    rows: values.rows.map((candidate, at) => (at === index ? { ...candidate, regalo } : candidate)),
    discountPercent: regalo ? '0' : values.discountPercent,
  };
}

/** True when a row of the form is a gift: the discount input is then disabled (§5). */
export const isRowsDiscountDisabled = (rows: readonly Pick<PackEditorRow, 'regalo'>[]): boolean =>
  rows.some((row) => row.regalo === true);

/**
 * The Pack tab's rule: a name, and the products and discount of `validatePackForm` (every row a reference, else
 * the pack-save message of §5; quantity at least 1; discount 0-100 %, 0 with a gift).
 */
export function validatePackEditor(values: PackEditorValues): Result<PackEditorFields> {
  const issues: Issue[] = [];
  const nombre = values.nombre.trim();
  if (nombre === '') issues.push({ path: 'nombre', message: formMessages.required('name') });
  const pack = validatePackForm({
    rows: values.rows.map((row) => ({
      referencia: row.referencia,
      cantidad: row.cantidad,
      regalo: row.regalo,
    })),
    discountPercent: values.discountPercent,
  });
  if (!pack.ok) issues.push(...pack.issues);
  if (issues.length > 0 || !pack.ok) return fail(...issues);
  const description: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const text = values.description[language].trim();
    if (text !== '') description[language] = text;
  }
  return ok({
    ...pack.value,
    nombre,
    labels: values.labels
      .split('\n')
      .map((label) => label.trim())
      .filter(Boolean),
    description,
  });
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The same entries, in any key order (a map's order is no change; `orden` says the order). */
const sameContent = (next: PackPatch['contenido_del_pack'], stored: unknown): boolean => {
  const before = asRecord(stored);
  const keys = Object.keys(next);
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) => {
      const entry = asRecord(before[key]);
      const wanted = next[key];
      return (
        wanted !== undefined &&
        Object.hasOwn(before, key) &&
        entry.cantidad === wanted.cantidad &&
        entry.orden === wanted.orden &&
        (entry.regalo === true) === wanted.regalo
      );
    })
  );
};

/**
 * The generic save's body (§7: the changed fields) of the Pack tab. The description goes back inside the stored
 * `localized_text`, every other section of each language kept; an emptied description is removed.
 */
export function packEditorPatch(stored: unknown, fields: PackEditorFields): Record<string, unknown> {
  const pack = asRecord(stored);
  const before = packEditorValues(pack);
  const body: Record<string, unknown> = {};
  if (fields.nombre !== before.nombre) body.nombre = fields.nombre;
  if (fields.labels.join('\n') !== before.labels) body.labels = fields.labels;
  if (!sameContent(fields.contenido_del_pack, pack.contenido_del_pack))
    body.contenido_del_pack = fields.contenido_del_pack;
  if (!same(fields.descuento_del_pack, pack.descuento_del_pack ?? 0))
    body.descuento_del_pack = fields.descuento_del_pack;
  const texts = asRecord(pack.localized_text);
  const changed = LANGUAGES.some(
    (language) => (fields.description[language] ?? '') !== before.description[language].trim(),
  );
  if (changed) {
    const next: Record<string, Record<string, unknown>> = {};
    for (const language of LANGUAGES) {
      const sections: Record<string, unknown> = { ...asRecord(texts[language]) };
      const text = fields.description[language];
      if (text === undefined) delete sections.description;
      else sections.description = text;
      if (Object.keys(sections).length > 0) next[language] = sections;
    }
    body.localized_text = next;
  }
  return body;
}
