import { asArray, asLocalized, asNumber, asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import type { Language } from '../shops';
import { contentIdIssues } from './content-id';
import { SITE_LIMITS } from './limits';
import { siteMessages } from './messages';
import {
  DEFAULT_ZONE_TYPE,
  RATING_CODES,
  RATINGS,
  type RatingCode,
  ZONE_TYPES,
  type ZoneType,
} from './zone-constants';

const messages = siteMessages.zone;

export interface NewZoneValue {
  id: string;
  tipo: ZoneType;
  nombre: Record<Language, string>;
}

/**
 * New zone (§5): id and Spanish name required ('Id y Nombre requeridos'), the id as typed following the id rule;
 * tipo one of the zone types, default 'do'.
 */
export function validateNewZone(input: unknown): Result<NewZoneValue> {
  const record = asRecord(input);
  const id = asText(record.id);
  const nombre = asLocalized(record.nombre);
  const tipo = asText(record.tipo) || DEFAULT_ZONE_TYPE;
  const issues: Issue[] = [];
  if (id === '') issues.push({ path: 'id', message: messages.idAndNameRequired });
  issues.push(...contentIdIssues(id));
  if (nombre.es === '') issues.push({ path: 'nombre.es', message: messages.idAndNameRequired });
  const isType = (ZONE_TYPES as readonly string[]).includes(tipo);
  if (!isType) issues.push({ path: 'tipo', message: formMessages.unknownValue('zone type', ZONE_TYPES) });
  return issues.length > 0 || !isType ? fail(...issues) : ok({ id, tipo: tipo as ZoneType, nombre });
}

/**
 * Vintage classifications `{year: rating}` (§5): each year an integer from 1000 to 3000 inclusive, else
 * 'Anyada tiene que ser un valor >1000 i <3000' at `clasificaciones_anyada.{year}`; each rating a code 1-5.
 */
export function validateClassifications(input: unknown): Result<Record<string, RatingCode>> {
  const issues: Issue[] = [];
  const value: Record<string, RatingCode> = {};
  const { min, max } = SITE_LIMITS.classificationYear;
  for (const [year, rating] of Object.entries(asRecord(input))) {
    const path = `clasificaciones_anyada.${year}`;
    const number = asNumber(year);
    const code = asNumber(rating);
    if (number === undefined || !(Number.isInteger(number) && number >= min && number <= max))
      issues.push({ path, message: messages.classificationYear });
    else if (code === undefined || !Object.hasOwn(RATINGS, code))
      issues.push({ path, message: formMessages.unknownValue('rating', RATING_CODES) });
    else value[String(number)] = code as RatingCode;
  }
  return issues.length > 0 ? fail(...issues) : ok(value);
}

/** Adding an emblematic winery: 'La bodega ya existe' when it is already listed. */
export function addEmblematicWinery(list: unknown, wineryId: string): Result<string[]> {
  const current = asArray(list)
    .map(asText)
    .filter((id) => id !== '');
  const id = asText(wineryId);
  if (current.includes(id)) return fail({ path: 'bodegas_emblematicas', message: messages.wineryExists });
  return ok(id === '' ? current : [...current, id]);
}

/** A saved list of emblematic wineries: a repeated one gives 'La bodega ya existe' at its index. */
export function validateEmblematicWineries(list: unknown): Result<string[]> {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  asArray(list).forEach((entry, index) => {
    const id = asText(entry);
    if (seen.has(id)) issues.push({ path: `bodegas_emblematicas.${index}`, message: messages.wineryExists });
    if (id !== '') seen.add(id);
  });
  return issues.length > 0 ? fail(...issues) : ok([...seen]);
}

export interface RegionTransferValue {
  source: string;
  dest: string;
}

/** Moving or copying a region's products (§5): a destination is required ('Debes especificar un destino'). */
export function validateRegionTransfer(input: unknown): Result<RegionTransferValue> {
  const record = asRecord(input);
  const dest = asText(record.dest);
  if (dest === '') return fail({ path: 'dest', message: siteMessages.region.destinationRequired });
  return ok({ source: asText(record.source), dest });
}
