import { asArray, asLocalized, asNumber, asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import type { Language } from '../shops';
import { validateClassifications, validateEmblematicWineries } from './zone';
import { RATING_CODES, type RatingCode, ZONE_IMAGE_FIELDS } from './zone-constants';

/** The regulating council's fields (§3), in the order the form shows them. */
export const COUNCIL_FIELDS = [
  'direccion',
  'codigo_postal',
  'localidad',
  'telefono',
  'email',
  'web',
  'anyo_fundacion',
  'num_elaboradores',
  'superficie',
] as const;
export type CouncilField = (typeof COUNCIL_FIELDS)[number];
const NUMERIC_COUNCIL: Readonly<
  Partial<Record<CouncilField, { label: string; whole: boolean; max?: number }>>
> = {
  anyo_fundacion: { label: 'year founded', whole: true, max: 3999 },
  num_elaboradores: { label: 'number of producers', whole: true },
  superficie: { label: 'area', whole: false },
};

/** One vintage classification row of the form: a year and a rating code, both as typed. */
export interface ClassificationRow {
  year: string;
  rating: string;
}

/** The Region Edit tab's form values: every field as the inputs hold it. */
export interface ZoneEditorValues {
  comentario: Record<Language, string>;
  consejo_regulador: Record<CouncilField, string>;
  bodegas_emblematicas: string[];
  clasificaciones: ClassificationRow[];
}

/** What the Edit tab saves: the zone's editable fields, checked. */
export interface ZoneEditorFields {
  comentario: Record<Language, string>;
  consejo_regulador: Partial<Record<CouncilField, string | number>>;
  bodegas_emblematicas: string[];
  clasificaciones_anyada: Record<string, RatingCode>;
}

/** The stored zone as the Edit tab's form reads it; classifications by year, oldest first. */
export function zoneEditorValues(zone: unknown): ZoneEditorValues {
  const record = asRecord(zone);
  const council = asRecord(record.consejo_regulador);
  return {
    comentario: asLocalized(record.comentario),
    consejo_regulador: Object.fromEntries(
      COUNCIL_FIELDS.map((name) => [name, council[name] === undefined ? '' : asText(council[name])]),
    ) as Record<CouncilField, string>,
    bodegas_emblematicas: asArray(record.bodegas_emblematicas)
      .map(asText)
      .filter((id) => id !== ''),
    clasificaciones: Object.entries(asRecord(record.clasificaciones_anyada))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([year, rating]) => ({ year, rating: asText(rating) })),
  };
}

/** A new classification row: no year yet, the best rating. */
export const newClassificationRow = (): ClassificationRow => ({ year: '', rating: String(RATING_CODES[0]) });

function councilValue(name: CouncilField, text: string, issues: Issue[]): string | number | undefined {
  const trimmed = text.trim();
  const numeric = NUMERIC_COUNCIL[name];
  if (!numeric) return trimmed;
  if (trimmed === '') return undefined;
  const path = `consejo_regulador.${name}`;
  const number = asNumber(trimmed);
  if (number === undefined || !Number.isFinite(number))
    issues.push({ path, message: formMessages.number(numeric.label) });
  else if (numeric.whole && !Number.isInteger(number))
    issues.push({ path, message: formMessages.wholeNumber(numeric.label) });
  else if (number < 0) issues.push({ path, message: formMessages.atLeast(numeric.label, 0) });
  else if (numeric.max !== undefined && number > numeric.max)
    issues.push({ path, message: formMessages.atMost(numeric.label, numeric.max) });
  else return number;
  return undefined;
}

/**
 * The Edit tab's rule (§5): each classification year from 1000 to 3000 ('Anyada tiene que ser un valor >1000 i
 * <3000', at `clasificaciones.{row}.year`), a year only once, ratings 1-5; no winery twice ('La bodega ya existe');
 * the council's numbers (year founded, producers, area) non-negative numbers.
 */
export function validateZoneEditor(values: ZoneEditorValues): Result<ZoneEditorFields> {
  const issues: Issue[] = [];
  const council: Partial<Record<CouncilField, string | number>> = {};
  for (const name of COUNCIL_FIELDS) {
    const value = councilValue(name, asText(values.consejo_regulador?.[name]), issues);
    if (value !== undefined) council[name] = value;
  }
  const rows = asArray(values.clasificaciones).map(asRecord);
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const year = asText(row.year).trim();
    const one = validateClassifications({ [year === '' ? 'none' : year]: asText(row.rating) });
    if (!one.ok)
      for (const issue of one.issues) {
        const isYear = !issue.message.startsWith('The rating');
        issues.push({
          path: `clasificaciones.${index}.${isYear ? 'year' : 'rating'}`,
          message: issue.message,
        });
      }
    else if (seen.has(String(Number(year))))
      issues.push({ path: `clasificaciones.${index}.year`, message: `The year ${year} is classified twice` });
    else seen.add(String(Number(year)));
  });
  const classifications = validateClassifications(
    Object.fromEntries(rows.map((row) => [asText(row.year).trim(), asText(row.rating)])),
  );
  const wineries = validateEmblematicWineries(values.bodegas_emblematicas);
  if (!wineries.ok) issues.push(...wineries.issues);
  if (issues.length > 0 || !classifications.ok || !wineries.ok) return fail(...issues);
  return ok({
    comentario: asLocalized(values.comentario),
    consejo_regulador: council,
    bodegas_emblematicas: wineries.value,
    clasificaciones_anyada: classifications.value,
  });
}

const SYSTEM_KEY =
  /^(@|__)|^(parent|is_folderish|items|length|creation_date|modification_date|modified_by|uuid|UID|type_name|title)$/;

/**
 * The zone upsert body (§7 "Zone: GET content; upsert with the fields except system ones and img_*"): the stored
 * zone's fields without system keys, behaviours (dotted names) and images, the edited fields over them, and its id.
 */
export function zoneUpsertBody(zone: unknown, fields: ZoneEditorFields): Record<string, unknown> {
  const record = asRecord(zone);
  const images: readonly string[] = ZONE_IMAGE_FIELDS;
  const kept = Object.entries(record).filter(
    ([key]) => !SYSTEM_KEY.test(key) && !key.includes('.') && !images.includes(key),
  );
  return { ...Object.fromEntries(kept), ...fields, id: asText(record['@name'] ?? record.id) };
}
