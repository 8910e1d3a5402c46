import {
  CAPACITY_CODES,
  type CapacityCode,
  DEFAULT_PACK_CAPACITY,
  isCapacityCode,
} from '../catalogue/constants';
import { asNumber, asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';
import { type GrapeShare, validateGrapeShares } from './grapes';
import { SITE_LIMITS } from './limits';
import { siteMessages } from './messages';
import { stripProductName } from './strip-product-name';

export type Capacidad = CapacityCode;
export const DEFAULT_CAPACIDAD: Capacidad = DEFAULT_PACK_CAPACITY;

export interface ProductNames {
  nombre: string;
  nombre_corto: string;
  nombre_banner: string;
}

export interface ProductContentValue {
  /** `id_producto` of the chosen orphan option. */
  producto: string;
  tienda: string;
  referencia: string;
  tipo: string;
  bodega: string;
  region: string;
  nombres: Record<Language, ProductNames>;
  /** 0 to 3999; null when left empty. */
  anyada: number | null;
  capacidad: Capacidad;
  /** At least 0, one decimal at most; null when left empty. */
  graduacion: number | null;
  uvas: GrapeShare[];
}

const hasOneDecimalAtMost = (value: number): boolean => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

/**
 * 'Create product content' page (§2.13, §5). Missing product, type or bodega give 'Selecciona un producto',
 * 'Selecciona el tipo', 'Selecciona una bodega'. Names per language are stripped of year, brackets and
 * parentheses; short name at most 30 and banner name at most 40 characters (after stripping). Anyada is an
 * integer 0-3999, graduacion at least 0 with step 0.1, capacidad a code of `BOTTLE_LITRES` (default '75').
 * `producto` may be the option's id or the orphan option itself (`{id_producto, tienda}`).
 */
export function validateCreateProductContent(input: unknown): Result<ProductContentValue> {
  const record = asRecord(input);
  const messages = siteMessages.createContent;
  const issues: Issue[] = [];
  const option = asRecord(record.producto);
  const producto = asText(record.producto) || asText(option.id_producto);
  const tipo = asText(record.tipo);
  const bodega = asText(record.bodega);
  if (producto === '') issues.push({ path: 'producto', message: messages.productRequired });
  if (tipo === '') issues.push({ path: 'tipo', message: messages.typeRequired });
  if (bodega === '') issues.push({ path: 'bodega', message: messages.bodegaRequired });

  const nombresInput = asRecord(record.nombres);
  const nombres = {} as Record<Language, ProductNames>;
  for (const language of LANGUAGES) {
    const names = asRecord(nombresInput[language]);
    const value = {
      nombre: stripProductName(asText(names.nombre)),
      nombre_corto: stripProductName(asText(names.nombre_corto)),
      nombre_banner: stripProductName(asText(names.nombre_banner)),
    };
    if (value.nombre_corto.length > SITE_LIMITS.shortName)
      issues.push({
        path: `nombres.${language}.nombre_corto`,
        message: formMessages.maxLength('short name', SITE_LIMITS.shortName),
      });
    if (value.nombre_banner.length > SITE_LIMITS.bannerName)
      issues.push({
        path: `nombres.${language}.nombre_banner`,
        message: formMessages.maxLength('banner name', SITE_LIMITS.bannerName),
      });
    nombres[language] = value;
  }

  const anyada = asNumber(record.anyada);
  const { min, max } = SITE_LIMITS.anyada;
  if (anyada !== undefined && !(Number.isInteger(anyada) && anyada >= min && anyada <= max))
    issues.push({ path: 'anyada', message: formMessages.between('anyada', min, max) });

  const graduacion = asNumber(record.graduacion);
  const { min: graduacionMin, step } = SITE_LIMITS.graduacion;
  if (graduacion !== undefined && Number.isNaN(graduacion))
    issues.push({ path: 'graduacion', message: formMessages.number('graduacion') });
  else if (graduacion !== undefined && graduacion < graduacionMin)
    issues.push({ path: 'graduacion', message: formMessages.atLeast('graduacion', graduacionMin) });
  else if (graduacion !== undefined && !hasOneDecimalAtMost(graduacion))
    issues.push({ path: 'graduacion', message: formMessages.step('graduacion', step) });

  const capacidadText = asText(record.capacidad) || DEFAULT_CAPACIDAD;
  if (!isCapacityCode(capacidadText))
    issues.push({ path: 'capacidad', message: formMessages.unknownValue('capacidad', CAPACITY_CODES) });

  const uvas = validateGrapeShares(record.uvas);
  if (!uvas.ok) issues.push(...uvas.issues);

  if (issues.length > 0 || !isCapacityCode(capacidadText) || !uvas.ok) return fail(...issues);
  return ok({
    producto,
    tienda: asText(record.tienda) || asText(option.tienda),
    referencia: asText(record.referencia),
    tipo,
    bodega,
    region: asText(record.region),
    nombres,
    anyada: anyada ?? null,
    capacidad: capacidadText,
    graduacion: graduacion === undefined ? null : Math.round(graduacion * 10) / 10,
    uvas: uvas.value,
  });
}

/** The words of `text` that fit in `max` characters (a single longer word is cut). */
export function fitWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const words = text.split(' ');
  let fitted = '';
  for (const word of words) {
    const next = fitted === '' ? word : `${fitted} ${word}`;
    if (next.length > max) break;
    fitted = next;
  }
  return fitted === '' ? text.slice(0, max) : fitted;
}

/**
 * The names every language starts from when an option is picked (§2.13, §5): the option's name without year,
 * brackets and parentheses; the short and banner names its words that fit in 30 and 40 characters.
 *
 * @example productContentNames('Viña Nueva Crianza 2019 (75cl)').es.nombre // 'Viña Nueva Crianza'
 */
export function productContentNames(optionName: string): Record<Language, ProductNames> {
  const nombre = stripProductName(optionName);
  const names: ProductNames = {
    nombre,
    nombre_corto: fitWords(nombre, SITE_LIMITS.shortName),
    nombre_banner: fitWords(nombre, SITE_LIMITS.bannerName),
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, { ...names }])) as Record<
    Language,
    ProductNames
  >;
}
