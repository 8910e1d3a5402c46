import { checkNumber } from '../check-number';
import { asRecord, ownValue, toNumber } from '../fields';
import { formMessages } from '../form-messages';
import { percentToFraction, validatePercentage } from '../percent';
import type { Issue, Result } from '../result';
import { fail, ok } from '../result';
import { CATALOGUE_LIMITS } from './constants';
import { catalogueMessages } from './messages';
import { parsePackContentKey } from './pack-content-key';

/** One entry of contenido_del_pack (catalogue-editors §3). */
export interface PackContentEntry {
  cantidad: number;
  orden: number;
  regalo: boolean;
}

export type PackContent = Record<string, PackContentEntry>;

/** The pack fields a pack save writes: content keyed by reference and the discount as a fraction 0-1. */
export interface PackPatch {
  contenido_del_pack: PackContent;
  descuento_del_pack: number;
}

/** One row of the Pack editor's product table. `referencia` is a pack content key (see formatPackContentKey). */
export interface PackFormRow {
  referencia: string;
  cantidad: number;
  regalo?: boolean;
}

/** The Pack editor's products and discount as entered: the discount in percent 0-100. */
export interface PackFormInput {
  rows: PackFormRow[];
  discountPercent: number;
}

const { packQuantityMin } = CATALOGUE_LIMITS;

const checkQuantity = (value: unknown) =>
  checkNumber(value, { label: 'quantity', min: packQuantityMin, whole: true });

/** True when any pack product is a gift: the pack discount is then disabled (§5). */
export function isPackDiscountDisabled(content: unknown): boolean {
  return Object.values(asRecord(content)).some((entry) => asRecord(entry).regalo === true);
}

/**
 * Marks or unmarks one pack product as a gift (§5). Marking a gift resets the discount to 0.
 * Pure: answers a new pack; an unknown key leaves the pack as it was.
 */
export function applyGift<P extends PackPatch>(pack: P, key: string, regalo: boolean): P {
  const entry = ownValue(pack.contenido_del_pack, key);
  if (entry === undefined) return pack;
  return {
    ...pack,
    contenido_del_pack: { ...pack.contenido_del_pack, [key]: { ...entry, regalo } },
    descuento_del_pack: regalo ? 0 : pack.descuento_del_pack,
  };
}

/**
 * Pack save from the editor (catalogue-editors §5). Every row must have a reference, otherwise
 * 'You seem to have left out filling in product information! Fill in all fields and save again.'
 * Quantity is a whole number of at least 1; the discount is 0-100 % and is stored as a fraction 0-1
 * (an empty discount reads 0). With any gift in the pack the discount is stored as 0, as marking a gift resets it.
 * Rows keep their table order in `orden` (0-based). The spec gives no wording for a bad quantity, a bad
 * discount or a product listed twice: see `catalogueMessages.limits` and the shared `formMessages`.
 */
export function validatePackForm(input: unknown): Result<PackPatch> {
  const record = asRecord(input);
  const rows = Array.isArray(record.rows) ? (record.rows as unknown[]) : [];
  const issues: Issue[] = [];
  const content = new Map<string, PackContentEntry>();
  rows.forEach((raw, index) => {
    const row = asRecord(raw);
    const key = typeof row.referencia === 'string' ? row.referencia.trim() : '';
    if (parsePackContentKey(key) === undefined) {
      issues.push({ path: `rows.${index}.referencia`, message: catalogueMessages.pack.missingProduct });
    } else if (content.has(key)) {
      issues.push({
        path: `rows.${index}.referencia`,
        message: catalogueMessages.limits.duplicatePackProduct,
      });
    }
    const quantity = checkQuantity(row.cantidad);
    if (!quantity.ok) issues.push({ path: `rows.${index}.cantidad`, message: quantity.message });
    const cantidad = quantity.ok ? quantity.value : undefined;
    if (!content.has(key)) {
      content.set(key, { cantidad: cantidad ?? packQuantityMin, orden: index, regalo: row.regalo === true });
    }
  });
  const rawDiscount = record.discountPercent;
  const empty = rawDiscount === undefined || rawDiscount === null || rawDiscount === '';
  const discount = empty ? ok(0) : validatePercentage(rawDiscount, 'discount');
  if (!discount.ok) issues.push(...discount.issues.map((issue) => ({ ...issue, path: 'discountPercent' })));
  if (issues.length > 0) return fail(...issues);
  const contenido = Object.fromEntries(content) as PackContent;
  const descuento = isPackDiscountDisabled(contenido) || !discount.ok ? 0 : percentToFraction(discount.value);
  return ok({ contenido_del_pack: contenido, descuento_del_pack: descuento });
}

/**
 * The stored contenido_del_pack (what a PATCH carries): each key a pack content key (else the pack-save
 * message), each entry a quantity of at least 1; orden defaults to the entry's position and regalo to false.
 */
export function validatePackContent(input: unknown): Result<PackContent> {
  const issues: Issue[] = [];
  const content = new Map<string, PackContentEntry>();
  Object.entries(asRecord(input)).forEach(([key, raw], index) => {
    const entry = asRecord(raw);
    if (parsePackContentKey(key) === undefined || key !== key.trim()) {
      issues.push({ path: key, message: catalogueMessages.pack.missingProduct });
    }
    const quantity = checkQuantity(entry.cantidad);
    if (!quantity.ok) issues.push({ path: `${key}.cantidad`, message: quantity.message });
    const cantidad = quantity.ok ? quantity.value : undefined;
    const orden = toNumber(entry.orden) ?? index;
    content.set(key, { cantidad: cantidad ?? packQuantityMin, orden, regalo: entry.regalo === true });
  });
  return issues.length > 0 ? fail(...issues) : ok(Object.fromEntries(content) as PackContent);
}

/**
 * The pack fields of a PATCH: contenido_del_pack and descuento_del_pack (a fraction 0-1), each optional.
 * When both are present and a product is a gift, the discount is stored as 0.
 */
export function validatePackPatch(input: unknown): Result<Partial<PackPatch>> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const value: Partial<PackPatch> = {};
  if (record.contenido_del_pack !== undefined) {
    const content = validatePackContent(record.contenido_del_pack);
    if (content.ok) value.contenido_del_pack = content.value;
    else issues.push(...content.issues.map((i) => ({ ...i, path: `contenido_del_pack.${i.path}` })));
  }
  if (record.descuento_del_pack !== undefined) {
    const fraction = toNumber(record.descuento_del_pack);
    if (fraction === undefined || fraction < 0 || fraction > 1) {
      issues.push({ path: 'descuento_del_pack', message: formMessages.between('discount', 0, 1) });
    } else {
      value.descuento_del_pack =
        value.contenido_del_pack && isPackDiscountDisabled(value.contenido_del_pack) ? 0 : fraction;
    }
  }
  return issues.length > 0 ? fail(...issues) : ok(value);
}
