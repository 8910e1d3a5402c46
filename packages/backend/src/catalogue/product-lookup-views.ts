import type { components } from '@cellar/contract';
import { formMessages, type Language } from '@cellar/validation';
import { IMAGE_SLOTS } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import { type ObjectRow, rowData } from '../content/content-row';
import { objectUrl } from '../content/content-serialize';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import { badRequest, notFound } from '../http/errors';
import { searchRows } from '../search/search-views';
import { languageOf, textIn } from './catalogue-list-views';
import { imagesOf, PRODUCT_TYPE, productSummary } from './product-summary';

/** The Bodega type: a product's winery is the Bodega it is kept under. */
const BODEGA_TYPE = 'Bodega';

/** One image of a product, as the image generator loads it (same origin; the bearer token still applies). */
type ProductImage = components['schemas']['ProductImage'];

/**
 * The product named by `id`: the Producto of that id (its group), else the one holding an option of that reference;
 * only products the user may view. Undefined when none.
 */
function findProduct(ctx: ViewContext, id: string): ObjectRow | undefined {
  const filter = [
    { term: { type_name: PRODUCT_TYPE } },
    { bool: { should: [{ term: { id } }, { terms: { referencias: [id.toUpperCase(), id] } }] } },
  ];
  const { rows } = searchRows(
    ctx.db,
    ctx.account,
    { query: { bool: { filter } }, sort: [{ id: 'asc' }], size: 10 },
    { permissions: ctx.permissions },
  );
  return rows.find((row) => row.id === id) ?? rows[0];
}

/** The product's images, the reference asked for first, then newest reference first; slots in §3 order. */
function productImages(ctx: ViewContext, row: ObjectRow, first: string | undefined): ProductImage[] {
  const images = imagesOf(rowData(row));
  const references = Object.keys(images).sort(
    (a, b) => Number(b === first) - Number(a === first) || b.localeCompare(a),
  );
  const base = objectUrl(ctx.origin, row.path);
  return references.flatMap((referencia) =>
    IMAGE_SLOTS.filter((slot) => images[referencia]?.[slot] !== undefined).map((slot) => ({
      referencia,
      slot,
      url: `${base}/@upload-image/${encodeURIComponent(referencia)}/${slot}`,
    })),
  );
}

/** The winery the product is kept under (its parent Bodega), when the user may view it; else null. */
function wineryOf(ctx: ViewContext, row: ObjectRow, lang: Language) {
  const parent = row.parent_uid === null ? undefined : ctx.store.getByUid(row.parent_uid);
  if (parent === undefined || parent.type_name !== BODEGA_TYPE || !ctx.permissions.canView(parent))
    return null;
  const nombre = rowData(parent).nombre;
  return {
    id: parent.id,
    nombre: typeof nombre === 'string' ? nombre : textIn(nombre, lang) || parent.title,
  };
}

/**
 * `GET /db/guillotina/@product?id={id}[&lang={lang}][&bodega_extras=1]` (site-content §7): a product, `id` being the
 * Producto's id (its group) or a reference of one of its options. It answers the product as the product search
 * does, its `nombre` in `lang` when given; with `bodega_extras=1`, also what the image generator draws from: `images`
 * (each reference's slot images, the reference asked for first, with a same-origin URL) and `bodega` (its winery's
 * id and nombre, null when it has none the user may view). 400 without an id, 404 for an unknown one.
 */
function product(ctx: ViewContext): Response {
  const id = (ctx.c.req.query('id') ?? '').trim();
  if (id === '') throw badRequest([{ path: 'id', message: formMessages.required('id') }]);
  const lang = ctx.c.req.query('lang') === undefined ? undefined : languageOf(ctx);
  const row = findProduct(ctx, id);
  if (row === undefined) throw notFound(siteMessages.imageGenerator.unknownProduct(id));
  const summary = productSummary(row, { origin: ctx.origin, serializer: 'summary' });
  const localized = lang === undefined ? '' : textIn(nameOf(rowData(row).nombres, lang), lang);
  const extras =
    ctx.c.req.query('bodega_extras') === '1'
      ? {
          images: productImages(ctx, row, row.id === id ? undefined : id.toUpperCase()),
          bodega: wineryOf(ctx, row, lang ?? 'es'),
        }
      : {};
  return ctx.c.json({ ...summary, nombre: localized || summary.nombre, ...extras });
}

/** `nombres` (language → {nombre, ...}) as language → nombre, for `textIn`. */
const nameOf = (nombres: unknown, lang: Language): Record<string, unknown> => {
  const names = typeof nombres === 'object' && nombres !== null ? (nombres as Record<string, unknown>) : {};
  const pick = (language: string) => {
    const entry = names[language];
    return typeof entry === 'object' && entry !== null
      ? (entry as Record<string, unknown>).nombre
      : undefined;
  };
  return { [lang]: pick(lang), es: pick('es') };
};

/** The product lookup of the content dispatcher (the newsletter image generator reads it). */
export const productLookupViews = (): ViewDef[] => [view('GET', '@product', product)];
