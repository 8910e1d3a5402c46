import { asRecord } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { CATALOGUE_LIMITS, isOptionState, OPTION_STATES, type OptionState } from './constants';
import { catalogueMessages } from './messages';
import { parsePackContentKey } from './pack-content-key';

/**
 * How `@search-product` answers each product: `summary` (what a pack row and a picker need: name, group, type, and
 * per reference its vintage, capacity, states and anv800 image) or `full` (also the options and the images map).
 */
export const PRODUCT_SEARCH_SERIALIZERS = ['summary', 'full'] as const;
export type ProductSearchSerializer = (typeof PRODUCT_SEARCH_SERIALIZERS)[number];

/** Orders of `@search-product`: by name A to Z (the default), or the last modified first. */
export const PRODUCT_SEARCH_SORTS = ['nombre', 'modification_date'] as const;
export type ProductSearchSort = (typeof PRODUCT_SEARCH_SORTS)[number];

/** Largest page of `@search-product` (the pack editor shows 15, §9). */
export const PRODUCT_SEARCH_MAX_SIZE = 50;
/** Most references (or pack content keys) one `@prod-by-referencia` call reads, and most filter values a list takes. */
export const PRODUCT_LOOKUP_MAX = 100;

/** A `@search-product` body once read: filters, the page (`offset` from the cursor) and the answer's form. */
export interface ProductSearchQuery {
  serializer: ProductSearchSerializer;
  /** Words of the name, or the start of a reference ('' for any). */
  nombre: string;
  offset: number;
  size: number;
  /** Type prefixes (`/vi` matches `/vi/tinto`); any type when empty. */
  tipos: string[];
  /** Products with at least one option in one of these states; any when empty. */
  estados: OptionState[];
  referencias: string[];
  /** Product groups (a product's id); any when empty. */
  groups: string[];
  sortBy: ProductSearchSort;
}

/** A `@prod-by-referencia` body once read: references or pack content keys, and the option states wanted. */
export interface ProductsByReferenceQuery {
  keys: string[];
  estados: OptionState[];
}

function textList(value: unknown, path: string, label: string, issues: Issue[]): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
    issues.push({ path, message: formMessages.list(label) });
    return [];
  }
  const texts = [...new Set(list.map((item: string) => item.trim()).filter((item) => item !== ''))];
  if (texts.length > PRODUCT_LOOKUP_MAX)
    issues.push({ path, message: formMessages.maxItems(label, PRODUCT_LOOKUP_MAX) });
  return texts;
}

function statesOf(opciones: unknown, issues: Issue[]): OptionState[] {
  if (opciones === undefined || opciones === null) return [];
  if (typeof opciones !== 'object' || Array.isArray(opciones)) {
    issues.push({ path: 'opciones', message: formMessages.object('options') });
    return [];
  }
  const states = textList(asRecord(opciones).estado, 'opciones.estado', 'states', issues);
  const unknown = states.filter((state) => !isOptionState(state));
  if (unknown.length > 0)
    issues.push({ path: 'opciones.estado', message: formMessages.unknownValue('state', OPTION_STATES) });
  return states.filter(isOptionState);
}

function choice<T extends string>(
  value: unknown,
  allowed: readonly T[],
  fallback: T,
  path: string,
  label: string,
  issues: Issue[],
): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  issues.push({ path, message: formMessages.unknownValue(label, allowed) });
  return fallback;
}

function offsetOf(cursor: unknown, issues: Issue[]): number {
  if (cursor === undefined || cursor === null || cursor === '') return 0;
  if (typeof cursor === 'string' && /^\d{1,9}$/.test(cursor)) return Number(cursor);
  issues.push({ path: 'cursor', message: catalogueMessages.limits.invalidCursor });
  return 0;
}

function sizeOf(size: unknown, issues: Issue[]): number {
  if (size === undefined || size === null) return CATALOGUE_LIMITS.productSearchSuggestions;
  if (typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= PRODUCT_SEARCH_MAX_SIZE)
    return size;
  issues.push({ path: 'size', message: formMessages.between('size', 1, PRODUCT_SEARCH_MAX_SIZE) });
  return CATALOGUE_LIMITS.productSearchSuggestions;
}

/**
 * The body of the pack editor's product search (`POST @search-product`, catalogue-editors §7): `{serializer, nombre,
 * cursor, size, tipo, opciones: {estado}, referencias, groups, sort_by}`, every field optional. `nombre` is text,
 * `tipo` a type prefix or a list of them (each starting with '/'), `opciones.estado`, `referencias` and `groups` a
 * value or a list (at most 100), `size` 1 to 50 (15 by default, the suggestions of §9), `cursor` what the previous
 * page answered (none for the first). Unknown fields are refused, so a misspelt filter never widens the search.
 */
export function validateProductSearch(input: unknown): Result<ProductSearchQuery> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return fail({ path: '', message: formMessages.object('search') });
  const body = asRecord(input);
  const issues: Issue[] = unknownFields(body, [
    'serializer',
    'nombre',
    'cursor',
    'size',
    'tipo',
    'opciones',
    'referencias',
    'groups',
    'sort_by',
  ]);
  const nombre = body.nombre ?? '';
  if (typeof nombre !== 'string') issues.push({ path: 'nombre', message: formMessages.text('name') });
  const tipos = textList(body.tipo, 'tipo', 'type', issues);
  if (tipos.some((tipo) => !tipo.startsWith('/')))
    issues.push({ path: 'tipo', message: catalogueMessages.limits.tipoSlash });
  const query: ProductSearchQuery = {
    serializer: choice(
      body.serializer,
      PRODUCT_SEARCH_SERIALIZERS,
      'summary',
      'serializer',
      'serializer',
      issues,
    ),
    nombre: typeof nombre === 'string' ? nombre.trim() : '',
    offset: offsetOf(body.cursor, issues),
    size: sizeOf(body.size, issues),
    tipos,
    estados: statesOf(body.opciones, issues),
    referencias: textList(body.referencias, 'referencias', 'references', issues),
    groups: textList(body.groups, 'groups', 'groups', issues),
    sortBy: choice(body.sort_by, PRODUCT_SEARCH_SORTS, 'nombre', 'sort_by', 'sort', issues),
  };
  return issues.length > 0 ? fail(...issues) : ok(query);
}

function unknownFields(body: Record<string, unknown>, known: readonly string[]): Issue[] {
  return Object.keys(body)
    .filter((key) => !known.includes(key))
    .map((key) => ({ path: key, message: formMessages.unknownValue('field', known) }));
}

/**
 * The body of `POST @prod-by-referencia` (§7 `{referencias, opciones}`): `referencias` lists product references or
 * pack content keys (`group#capacity`, catalogue-editors §3), 1 to 100, each a valid key (else the pack-save message
 * of §5); `opciones.estado` optionally keeps only the options in those states.
 */
export function validateProductsByReference(input: unknown): Result<ProductsByReferenceQuery> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return fail({ path: '', message: formMessages.object('request') });
  const body = asRecord(input);
  const issues: Issue[] = unknownFields(body, ['referencias', 'opciones']);
  const keys = textList(body.referencias, 'referencias', 'references', issues);
  if (keys.length === 0 && !issues.some((issue) => issue.path === 'referencias'))
    issues.push({ path: 'referencias', message: formMessages.required('references') });
  keys.forEach((key, index) => {
    if (parsePackContentKey(key) === undefined)
      issues.push({ path: `referencias.${index}`, message: catalogueMessages.pack.missingProduct });
  });
  const estados = statesOf(body.opciones, issues);
  return issues.length > 0 ? fail(...issues) : ok({ keys, estados });
}

const vintageRank = (row: PackRowCandidate): number => row.anyada ?? -1;

/** What {@link findPackRow} reads of a product reference (a row of the Pack editor's product table). */
export interface PackRowCandidate {
  referencia: string;
  group: string;
  capacidad: string;
  anyada: number | null;
}

/**
 * The reference a pack content key names among a product's (or several products') references: a reference key
 * names itself (case-insensitive); a `group#capacity` key names the group's reference of that capacity, newest
 * vintage first (a reference without vintage last). Undefined when none matches or the key is not a key.
 */
export function findPackRow<Row extends PackRowCandidate>(
  key: string,
  rows: readonly Row[],
): Row | undefined {
  const parsed = parsePackContentKey(key);
  if (parsed === undefined) return undefined;
  if (parsed.kind === 'reference') {
    const wanted = parsed.reference.toLowerCase();
    return rows.find((row) => row.referencia.toLowerCase() === wanted);
  }
  return rows
    .filter((row) => row.group === parsed.group && row.capacidad === parsed.capacity)
    .sort((a, b) => vintageRank(b) - vintageRank(a))[0];
}
