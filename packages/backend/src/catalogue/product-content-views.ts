import type { components } from '@cellar/contract';
import { LANGUAGES, normalisePath, ok, PERMISSIONS } from '@cellar/validation';
import {
  GRAPE_TAG_TYPE,
  type ProductContentValue,
  productContentMessages,
  stripProductName,
  validateCreateProductContent,
} from '@cellar/validation/site';
import { type ObjectRow, rowData } from '../content/content-row';
import { created, objectUrl } from '../content/content-serialize';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import type { Db } from '../db/database';
import { badRequest, conflict, notFound } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { PRODUCT_TYPE } from './product-summary';

/** One ERP option without content (§7 `@list-orphan-opciones`). */
type OrphanOption = components['schemas']['OrphanOption'];

// An option is an orphan while no Producto holds its reference among its options and no Producto has its group as
// id (the product a registration creates is named by the group).
const ORPHANS_WHERE = `id_producto NOT IN (
    SELECT json_extract(option.value, '$.referencia') FROM objects, json_each(objects.data, '$.opciones') AS option
    WHERE objects.type_name = '${PRODUCT_TYPE}' AND json_extract(option.value, '$.referencia') IS NOT NULL)
  AND grupo NOT IN (SELECT id FROM objects WHERE type_name = '${PRODUCT_TYPE}')`;

const OPTION_COLUMNS =
  'id_producto, grupo, nombre, id_tipo_producto, tienda, anyada, capacidad, graduacion, precio';

const orphanOptions = (db: Db): OrphanOption[] =>
  db
    .prepare<[], OrphanOption>(
      `SELECT ${OPTION_COLUMNS} FROM erp_products WHERE ${ORPHANS_WHERE} ORDER BY nombre, id_producto`,
    )
    .all();

const erpOption = (db: Db, id: string): OrphanOption | undefined =>
  db
    .prepare<[string], OrphanOption>(`SELECT ${OPTION_COLUMNS} FROM erp_products WHERE id_producto = ?`)
    .get(id);

const isOrphan = (db: Db, id: string): boolean =>
  db.prepare(`SELECT 1 FROM erp_products WHERE id_producto = ? AND ${ORPHANS_WHERE}`).get(id) !== undefined;

const productWithId = (db: Db, id: string): { path: string } | undefined =>
  db
    .prepare<[string], { path: string }>(
      `SELECT path FROM objects WHERE type_name = '${PRODUCT_TYPE}' AND id = ?`,
    )
    .get(id);

/** The Producto body a registration creates under the winery (§3): names, type, region, grapes, the option. */
function productBody(value: ProductContentValue, option: OrphanOption): Record<string, unknown> {
  const fallback = stripProductName(option.nombre);
  const spanish = value.nombres.es.nombre || fallback;
  const nombres = Object.fromEntries(
    LANGUAGES.map((language) => {
      const names = value.nombres[language];
      return [language, { ...names, nombre: names.nombre || spanish }];
    }),
  );
  const anyada = value.anyada ?? option.anyada;
  const opcion = {
    tienda: option.tienda,
    referencia: option.id_producto,
    estado: 'new_product',
    capacidad: value.capacidad,
    precio: option.precio,
    ...(anyada === null ? {} : { anyada }),
  };
  return {
    '@type': PRODUCT_TYPE,
    id: option.grupo,
    nombre: spanish,
    tipo: value.tipo,
    nombres,
    ...(value.region === '' ? {} : { region: value.region }),
    ...(value.graduacion === null ? {} : { graduacion: value.graduacion }),
    tags_by_category: {
      [GRAPE_TAG_TYPE]: value.uvas.map(({ id, porcentaje }) =>
        porcentaje === null ? { id } : { id, otros_datos: { porcentaje } },
      ),
    },
    opciones: { [`${option.id_producto}-${option.tienda}`]: opcion },
  };
}

/** The region named: a stored path of a ZonaGeo, or a 400 at `region`. */
function regionOf(ctx: ViewContext, region: string): string {
  if (region === '') return '';
  const path = normalisePath(region).replace(/\/+$/, '') || '/';
  const row = ctx.store.get(path);
  if (row === undefined || row.type_name !== 'ZonaGeo' || !ctx.permissions.canView(row))
    throw badRequest([{ path: 'region', message: productContentMessages.unknownRegion(region) }]);
  return path;
}

/**
 * `POST {bodega}/@create-vino-destilado-from-opcion` (site-content-and-shell §2.13, §7): registers the product of
 * an orphan option under the winery, in one audited transaction. The body is the page's form: `{producto, tienda,
 * referencia, tipo, region, nombres, anyada, capacidad, graduacion, uvas}` checked by the §5 rule; the option's
 * reference and shop are the ERP's. 400 for bad input or an unknown option or region, 409 once the option has its
 * product or the group is a product already. Answers 201 with the new product's `@id`, `@name`, `@type`, `@uid` and
 * `path`.
 */
async function createFromOption(ctx: ViewContext): Promise<Response> {
  if (ctx.object.type_name !== 'Bodega') throw notFound();
  ctx.assertNotLocked();
  // The body as sent goes in the audit entry beside the product it created.
  const { value, request } = await parseBody(ctx.c, (input) => {
    const checked = validateCreateProductContent({
      ...(typeof input === 'object' && input !== null ? input : {}),
      bodega: ctx.object.id,
    });
    return checked.ok ? ok({ value: checked.value, request: input }) : checked;
  });
  const messages = productContentMessages;
  const region = regionOf(ctx, value.region);
  const unknownGrapes = value.uvas.flatMap(({ id }, index) => {
    const grape = ctx.store.get(`/tags/${GRAPE_TAG_TYPE}/${id}`);
    return grape === undefined || grape.type_name !== 'Tag'
      ? [{ path: `uvas.${index}.id`, message: messages.unknownGrape(id) }]
      : [];
  });
  if (unknownGrapes.length > 0) throw badRequest(unknownGrapes);
  const row = ctx.write((): ObjectRow => {
    const option = erpOption(ctx.db, value.producto);
    if (option === undefined)
      throw badRequest([{ path: 'producto', message: messages.unknownOption(value.producto) }]);
    if (productWithId(ctx.db, option.grupo) !== undefined)
      throw conflict(messages.productExists(option.grupo));
    if (!isOrphan(ctx.db, option.id_producto)) throw conflict(messages.optionHasContent(option.id_producto));
    return ctx.store.create(ctx.object, productBody({ ...value, region }, option), {
      user: ctx.account.email,
      payload: { '@action': 'create-vino-destilado-from-opcion', request },
    });
  });
  const answer = { ...created(row, ctx.origin), path: row.path };
  ctx.c.header('Location', objectUrl(ctx.origin, row.path));
  return ctx.c.json(answer, 201);
}

/**
 * The calls of 'Create product content' (site-content-and-shell §2.13, §7):
 * - `GET @list-orphan-opciones` → `{products: [{id_producto, grupo, nombre, id_tipo_producto, tienda, anyada,
 *   capacidad, graduacion, precio}]}`: the ERP's options no product holds yet, by name;
 * - `GET @list-all-bodegas` → `{bodegas: [{id, nombre, path}]}`: the wineries the user may view, by name;
 * - `POST {bodega}/@create-vino-destilado-from-opcion`: registers one (ModifyContent on the winery).
 */
export const productContentViews = (): ViewDef[] => [
  view('GET', '@list-orphan-opciones', (ctx) => ctx.c.json({ products: orphanOptions(ctx.db) })),
  view('GET', '@list-all-bodegas', (ctx) => {
    const folder = ctx.store.get('/bodegas');
    const bodegas = (folder ? ctx.store.children(folder) : [])
      .filter((row) => row.type_name === 'Bodega' && ctx.permissions.canView(row))
      .map((row) => {
        const nombre = rowData(row).nombre;
        return {
          id: row.id,
          nombre: typeof nombre === 'string' && nombre !== '' ? nombre : row.id,
          path: row.path,
        };
      })
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.id.localeCompare(b.id));
    return ctx.c.json({ bodegas });
  }),
  view('POST', '@create-vino-destilado-from-opcion', createFromOption, {
    permission: PERMISSIONS.ModifyContent,
  }),
];
