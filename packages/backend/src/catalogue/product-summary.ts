import type { components } from '@cellar/contract';
import {
  IMAGE_SLOTS,
  type ImageSlot,
  isOptionState,
  OPTION_STATES,
  type OptionState,
  type ProductSearchSerializer,
  tipoKind,
} from '@cellar/validation/catalogue';
import { type ObjectRow, rowData } from '../content/content-row';
import { created } from '../content/content-serialize';

/** The Producto type (wines, spirits, packs, complements). */
export const PRODUCT_TYPE = 'Producto';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `files.field` key of a slot image of a product reference (fixtures name it in their `@files`). */
export const slotImageKey = (reference: string, slot: ImageSlot): string => `images/${reference}/${slot}`;

/** A pack: a Producto of tipo /pk, or one kept under /packs/ (catalogue-editors §2 routes by either). */
export const isPack = (row: ObjectRow): boolean =>
  row.type_name === PRODUCT_TYPE &&
  (tipoKind(rowData(row).tipo) === 'pack' || row.path.startsWith('/packs/'));

/** A product's images map (§3): reference → slot → path; anything malformed reads as no image. */
export function imagesOf(
  data: Readonly<Record<string, unknown>>,
): Record<string, Partial<Record<ImageSlot, string>>> {
  const images: Record<string, Partial<Record<ImageSlot, string>>> = {};
  if (!isRecord(data.images)) return images;
  for (const [reference, slots] of Object.entries(data.images)) {
    if (!isRecord(slots)) continue;
    const kept: Partial<Record<ImageSlot, string>> = {};
    for (const slot of IMAGE_SLOTS) {
      const path = slots[slot];
      if (typeof path === 'string' && path !== '') kept[slot] = path;
    }
    if (Object.keys(kept).length > 0) images[reference] = kept;
  }
  return images;
}

/** The options of a product as stored (keyed `{referencia}-{tienda}`). */
export const optionsOf = (data: Readonly<Record<string, unknown>>): Record<string, unknown>[] =>
  isRecord(data.opciones) ? Object.values(data.opciones).filter(isRecord) : [];

/**
 * One reference of a product, as a row of the Pack editor's product table: the states of its options across the
 * shops in the spec's order, its anv800 image's path below the product (`@upload-image/{reference}/anv800`).
 */
export type ProductReference = components['schemas']['ProductReference'];

/**
 * The references of a product from its options, newest vintage first (the Options tab's order; no vintage last),
 * keeping only options in `estados` when some are given.
 */
export function productReferences(row: ObjectRow, estados: readonly OptionState[] = []): ProductReference[] {
  const data = rowData(row);
  const images = imagesOf(data);
  const byReference = new Map<string, ProductReference>();
  for (const option of optionsOf(data)) {
    const referencia = option.referencia;
    const estado = option.estado;
    if (typeof referencia !== 'string' || referencia === '') continue;
    if (estados.length > 0 && !(isOptionState(estado) && estados.includes(estado))) continue;
    let reference = byReference.get(referencia);
    if (reference === undefined) {
      reference = {
        referencia,
        nombre: typeof data.nombre === 'string' ? data.nombre : row.title,
        group: row.id,
        path: row.path,
        anyada: null,
        capacidad: typeof option.capacidad === 'string' ? option.capacidad : '75',
        estados: [],
        image: images[referencia]?.anv800 ?? null,
      };
      byReference.set(referencia, reference);
    }
    if (reference.anyada === null && typeof option.anyada === 'number') reference.anyada = option.anyada;
    if (isOptionState(estado) && !reference.estados.includes(estado)) reference.estados.push(estado);
  }
  const order = (state: OptionState) => OPTION_STATES.indexOf(state);
  return [...byReference.values()]
    .map((reference) => ({ ...reference, estados: reference.estados.sort((a, b) => order(a) - order(b)) }))
    .sort((a, b) => (b.anyada ?? -1) - (a.anyada ?? -1) || a.referencia.localeCompare(b.referencia));
}

/** A product as `@search-product` and `@prod-by-referencia` answer it. */
export type ProductSummary = components['schemas']['ProductSummary'];

export function productSummary(
  row: ObjectRow,
  options: { origin: string; serializer: ProductSearchSerializer; estados?: readonly OptionState[] },
): ProductSummary {
  const data = rowData(row);
  const summary: ProductSummary = {
    ...created(row, options.origin),
    path: row.path,
    group: row.id,
    nombre: typeof data.nombre === 'string' ? data.nombre : row.title,
    tipo: typeof data.tipo === 'string' ? data.tipo : '',
    modification_date: row.modification_date,
    references: productReferences(row, options.estados),
  };
  if (isPack(row)) summary.pack_descatalogado = data.pack_descatalogado === true;
  if (options.serializer === 'full') {
    summary.opciones = Object.fromEntries(
      Object.entries(isRecord(data.opciones) ? data.opciones : {}).filter(
        (entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]),
      ),
    );
    summary.images = imagesOf(data);
  }
  return summary;
}
